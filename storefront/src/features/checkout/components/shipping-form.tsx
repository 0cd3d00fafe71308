import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ShippingAddress } from '../../../lib/cart-store';
import { useT, type MessageId } from '../../../lib/i18n';
import { useSubmit } from '../../../lib/use-submit';
import { checkPostalCode } from '../lib/postal-code';

/** Each field: its name, label, autocomplete token and the text when it is left empty. */
const FIELDS: [keyof ShippingAddress, MessageId, string, MessageId][] = [
  ['fullName', 'checkout.shipping.fullName', 'name', 'checkout.shipping.fullNameRequired'],
  ['address', 'checkout.shipping.address', 'street-address', 'checkout.shipping.addressRequired'],
  ['city', 'checkout.shipping.city', 'address-level2', 'checkout.shipping.cityRequired'],
  ['postalCode', 'checkout.shipping.postalCode', 'postal-code', 'checkout.shipping.postalCodeRequired'],
  ['country', 'checkout.shipping.country', 'country-name', 'checkout.shipping.countryRequired'],
];

/** The address's field names as the server names them (its `field` on a refusal). */
const SERVER_FIELD: Record<string, keyof ShippingAddress> = {
  shipping_full_name: 'fullName',
  shipping_address: 'address',
  shipping_city: 'city',
  shipping_postal_code: 'postalCode',
  shipping_country: 'country',
};

/** docs/product.md §2/§5 Shipping: five required fields; Swedish postal codes as '123 45' or '12345'. */
export function ShippingForm({
  initial,
  onSave,
}: {
  initial: ShippingAddress;
  onSave: (address: ShippingAddress) => Promise<unknown>;
}) {
  const { t } = useT();
  const [form, setForm] = useState(initial);
  /** Text ids of the fields' problems found here (shown in the language of the moment). */
  const [errors, setErrors] = useState<Partial<Record<keyof ShippingAddress, MessageId>>>({});
  const { sending, error, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const [name, , , required] of FIELDS) if (!form[name].trim()) found[name] = required;
    const postal = checkPostalCode(form.postalCode, form.country);
    if (postal.error) found.postalCode = postal.error;
    setErrors(found);
    if (Object.keys(found).length) return;
    const address = {
      fullName: form.fullName.trim(),
      address: form.address.trim(),
      city: form.city.trim(),
      postalCode: postal.value,
      country: form.country.trim(),
    };
    await run(() => onSave(address));
  };
  const serverField = error?.field ? SERVER_FIELD[error.field] : undefined;

  return (
    <form onSubmit={submit} noValidate>
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(label)}
          autoComplete={autoComplete}
          required
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          error={errors[name] ? t(errors[name]) : serverField === name ? error?.message : undefined}
          {...(name === 'postalCode'
            ? { inputMode: 'numeric', hint: t('checkout.shipping.postalCodeHint') }
            : {})}
        />
      ))}
      <p>
        <Link to="/map">{t('checkout.shipping.map')}</Link>
      </p>
      {error && !serverField && <MessageBox variant="danger">{error.message}</MessageBox>}
      <Button type="submit" $block disabled={sending}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
