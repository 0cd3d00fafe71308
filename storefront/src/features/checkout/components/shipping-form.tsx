import { normalPostalCode, postalCodeProblem } from '@torget/contract/browser';
import { Button, Form, FormError, FormTextField, useApiForm } from '@torget/ui';
import { Link } from 'react-router-dom';
import type { ShippingAddress } from '../../../lib/cart-store';
import { useT, type MessageId } from '../../../lib/i18n';
import { serverAddressFields } from '../api/shipping';

/** The server's field names back to the form's, so a refusal lands beside its field. */
const fromServer = Object.fromEntries(
  Object.entries(serverAddressFields).map(([name, server]) => [server, name as keyof ShippingAddress]),
);

/** docs/product.md §2/§5 Shipping: five required fields; Swedish postal codes as '123 45' or '12345'. */
export function ShippingForm({
  initial,
  onSave,
}: {
  initial: ShippingAddress;
  onSave: (address: ShippingAddress) => Promise<unknown>;
}) {
  const { t } = useT();
  const form = useApiForm<ShippingAddress>({ defaultValues: initial, serverFields: fromServer });
  /** A field left empty (or only spaces) is refused with its own text. */
  const filled = (message: MessageId) => ({
    validate: (value: string) => value.trim() !== '' || t(message),
  });

  const save = (values: ShippingAddress) =>
    onSave({
      fullName: values.fullName.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      postalCode: normalPostalCode(values.postalCode, values.country),
      country: values.country.trim(),
    });

  return (
    <Form form={form} onSubmit={save} noValidate>
      <FormTextField
        name="fullName"
        label={t('checkout.shipping.fullName')}
        autoComplete="name"
        required
        rules={filled('checkout.shipping.fullNameRequired')}
      />
      <FormTextField
        name="address"
        label={t('checkout.shipping.address')}
        autoComplete="street-address"
        required
        rules={filled('checkout.shipping.addressRequired')}
      />
      <FormTextField
        name="city"
        label={t('checkout.shipping.city')}
        autoComplete="address-level2"
        required
        rules={filled('checkout.shipping.cityRequired')}
      />
      <FormTextField
        name="postalCode"
        label={t('checkout.shipping.postalCode')}
        autoComplete="postal-code"
        required
        inputMode="numeric"
        hint={t('checkout.shipping.postalCodeHint')}
        rules={{
          // The contract's rule, the one the server applies to the same address.
          validate: (code: string) => {
            const problem = postalCodeProblem(code, form.getValues('country'));
            if (problem === 'required') return t('checkout.shipping.postalCodeRequired');
            if (problem === 'swedish') return t('checkout.shipping.postalCodeSwedish');
            return true;
          },
        }}
      />
      <FormTextField
        name="country"
        label={t('checkout.shipping.country')}
        autoComplete="country-name"
        required
        rules={filled('checkout.shipping.countryRequired')}
      />
      <p>
        <Link to="/map">{t('checkout.shipping.map')}</Link>
      </p>
      <FormError />
      <Button type="submit" $block disabled={form.sending}>
        {t('checkout.continue')}
      </Button>
    </Form>
  );
}
