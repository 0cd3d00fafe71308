import type { MessageId } from '../../../lib/i18n';

/** Sweden's postal codes: five digits, written '123 45' or '12345'. */
const SWEDISH = /^\d{3} ?\d{2}$/;

export const isSweden = (country: string) => /^(sverige|sweden|se)$/i.test(country.trim());

/**
 * Checks a postal code for the country; Swedish codes are kept in the usual '123 45' form. Other countries'
 * codes are taken as written (the server requires one and bounds its length). `error` is a text id.
 */
export function checkPostalCode(postalCode: string, country: string): { value: string; error?: MessageId } {
  const value = postalCode.trim();
  if (!value) return { value, error: 'checkout.shipping.postalCodeRequired' };
  if (!isSweden(country)) return { value };
  if (!SWEDISH.test(value)) return { value, error: 'checkout.shipping.postalCodeSwedish' };
  const digits = value.replace(' ', '');
  return { value: `${digits.slice(0, 3)} ${digits.slice(3)}` };
}
