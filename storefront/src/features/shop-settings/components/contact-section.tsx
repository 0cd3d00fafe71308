import { FormTextField, TextField, useController, useFieldError, useFormContext } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { vatNumberAfter, type SettingsValues } from '../lib/settings-values';
import { Pair, SettingsSection } from './settings-section';

/** The organisation number; the VAT number follows it until the seller writes another (see `vatNumberAfter`). */
function OrganisationNumberField() {
  const { t } = useT();
  const { getValues, setValue } = useFormContext<SettingsValues>();
  const { field } = useController<SettingsValues, 'shop.organisation_number'>({
    name: 'shop.organisation_number',
  });
  const error = useFieldError(field.name);
  return (
    <TextField
      {...field}
      label={t('shopSettings.organisationNumber')}
      hint="NNNNNN-NNNN"
      inputMode="numeric"
      error={error}
      onChange={(event) => {
        // `field.value` is still the number before this change.
        const vat = vatNumberAfter(getValues('shop.vat_number'), field.value, event.target.value);
        setValue('shop.vat_number', vat, { shouldDirty: true });
        field.onChange(event);
      }}
    />
  );
}

/** How to reach the shop: address, phone and organisation number. */
export function ContactSection() {
  const { t } = useT();
  return (
    <SettingsSection legend={t('shopSettings.contact')}>
      <FormTextField name="shop.address" label={t('shopSettings.address')} autoComplete="street-address" />
      <Pair>
        <FormTextField
          name="shop.post_number"
          label={t('shopSettings.postNumber')}
          hint={t('shopSettings.postNumberHint')}
          autoComplete="postal-code"
        />
        <FormTextField name="shop.city" label={t('shopSettings.city')} autoComplete="address-level2" />
      </Pair>
      <FormTextField name="shop.phone" label={t('shopSettings.phone')} type="tel" autoComplete="tel" />
      <OrganisationNumberField />
    </SettingsSection>
  );
}
