/**
 * The Swedish VAT rates a product can carry, in per cent: 25 (the default), 12, 6 (e.g. food until the end
 * of 2027), and 0, which is also what every product of a shop that is not VAT-registered carries.
 */
export const vatRates = [25, 12, 6, 0] as const;
export type VatRate = (typeof vatRates)[number];
export const DEFAULT_VAT_RATE: VatRate = 25;

export const isVatRate = (rate: number): rate is VatRate => (vatRates as readonly number[]).includes(rate);

/** A Swedish VAT registration number as stored: `SE`, the organisation number's 10 digits, `01`. */
export const VAT_NUMBER = /^SE(\d{10})01$/;

/** The VAT number Skatteverket gives an organisation number (NNNNNN-NNNN): `SE` + its 10 digits + `01`. */
export function vatNumberFor(organisationNumber: string): string {
  const digits = organisationNumber.replace(/\D/g, '');
  return digits.length === 10 ? `SE${digits}01` : '';
}

/** Luhn check over 10 digits, as an organisation number's last digit is computed. */
export function hasLuhnCheckDigit(digits: string): boolean {
  const sum = digits.split('').reduce((total, char, index) => {
    const digit = Number(char);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}

/** A VAT number as typed, the way it is kept: spaces and dashes dropped, upper-cased. */
export const normalVatNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Whether a VAT number (as typed) is empty or `SE` + 10 digits with a correct check digit + `01`. */
export function isVatNumberOrEmpty(value: string): boolean {
  const normal = normalVatNumber(value);
  const match = VAT_NUMBER.exec(normal);
  return normal === '' || (!!match && hasLuhnCheckDigit(match[1]!));
}

/** Organisation numbers are written NNNNNN-NNNN. */
export const ORGANISATION_NUMBER = /^\d{6}-\d{4}$/;

/** What is wrong with an organisation number (as typed, empty allowed), if anything. */
export function organisationNumberProblem(value: string): 'format' | 'checkDigit' | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!ORGANISATION_NUMBER.test(trimmed)) return 'format';
  return hasLuhnCheckDigit(trimmed.replace('-', '')) ? undefined : 'checkDigit';
}
