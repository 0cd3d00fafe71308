/** Sweden's postal codes: five digits, written '123 45' or '12345'. */
export const SWEDISH_POSTAL_CODE = /^\d{3} ?\d{2}$/;

/** The longest postal code any country's address may carry. */
export const POSTAL_CODE_MAX = 20;

/** Whether an address's country is Sweden, as people write it. */
export const isSweden = (country: string) => /^(sverige|sweden|se)$/i.test(country.trim());

/**
 * What is wrong with a postal code for the country, if anything: empty, or not five digits in Sweden.
 * Other countries' codes are taken as written (bounded by `POSTAL_CODE_MAX`).
 */
export function postalCodeProblem(postalCode: string, country: string): 'required' | 'swedish' | undefined {
  const value = postalCode.trim();
  if (!value) return 'required';
  if (isSweden(country) && !SWEDISH_POSTAL_CODE.test(value)) return 'swedish';
  return undefined;
}

/** A postal code as kept: trimmed, and a Swedish one in the usual '123 45' form. */
export function normalPostalCode(postalCode: string, country: string): string {
  const value = postalCode.trim();
  if (!isSweden(country) || !SWEDISH_POSTAL_CODE.test(value)) return value;
  const digits = value.replace(' ', '');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}
