import { FormCheckbox, FormTextField, MessageBox, useWatch } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

/**
 * VAT: whether the shop is VAT-registered (if not, its products sell without VAT, and the page says so), the
 * legal name on receipts, and the VAT number (filled in from the organisation number, see ContactSection).
 */
export function VatSection() {
  const { t } = useT();
  const registered = useWatch<SettingsValues, 'shop.vat_registered'>({ name: 'shop.vat_registered' });
  return (
    <SettingsSection legend={t('shopSettings.vat')}>
      <FormCheckbox name="shop.vat_registered" label={t('shopSettings.vatRegistered')} />
      {!registered && <MessageBox>{t('shopSettings.vatNotRegisteredNote')}</MessageBox>}
      <FormTextField
        name="shop.legal_name"
        label={t('shopSettings.legalName')}
        hint={t('shopSettings.legalNameHint')}
        autoComplete="organization"
      />
      {registered && (
        <FormTextField
          name="shop.vat_number"
          label={t('shopSettings.vatNumber')}
          hint={t('shopSettings.vatNumberHint')}
          autoCapitalize="characters"
        />
      )}
    </SettingsSection>
  );
}
