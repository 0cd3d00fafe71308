/**
 * Swedish identity numbers' check digits (the Luhn algorithm over the last ten digits), for sellers' tax
 * details (DAC7 due diligence). One definition for the form and the server.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const digitsOf = (text: string) => text.replace(/[\s-+]/g, '');

/**
 * A personnummer (or samordningsnummer) as `YYYYMMDD-NNNN`, or null when it is not one: 10 or 12 digits, a real
 * date (day + 60 for a samordningsnummer), a correct check digit. A 10-digit number takes the century that puts
 * the date in the past (`+` for someone 100 or older).
 */
export function normalPersonnummer(input: string, today = new Date()): string | null {
  const digits = digitsOf(input);
  if (!/^\d{10}(\d{2})?$/.test(digits)) return null;
  const ten = digits.slice(-10);
  if (!luhnValid(ten)) return null;
  let year: number;
  if (digits.length === 12) year = Number(digits.slice(0, 4));
  else {
    const yy = Number(ten.slice(0, 2));
    const thisYear = today.getUTCFullYear();
    year = Math.floor(thisYear / 100) * 100 + yy;
    if (year > thisYear) year -= 100;
    if (input.includes('+')) year -= 100;
  }
  const month = Number(ten.slice(2, 4));
  const day = Number(ten.slice(4, 6)) % 60 || Number(ten.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}${ten.slice(2, 6)}-${ten.slice(6)}`;
}

/** The date of birth a personnummer gives (YYYY-MM-DD). */
export function birthDateOf(personnummer: string): string {
  const day = Number(personnummer.slice(6, 8));
  return `${personnummer.slice(0, 4)}-${personnummer.slice(4, 6)}-${String(day > 60 ? day - 60 : day).padStart(2, '0')}`;
}

/** An organisation number as `NNNNNN-NNNN`, or null: 10 digits, the third at least 2, a correct check digit. */
export function normalOrganisationNumber(input: string): string | null {
  const digits = digitsOf(input).replace(/^16(?=\d{10}$)/, '');
  if (!/^\d{10}$/.test(digits) || Number(digits[2]) < 2 || !luhnValid(digits)) return null;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** A bankgiro number as `NNN-NNNN` or `NNNN-NNNN`, or null: 7 or 8 digits with a correct check digit. */
export function normalBankgiro(input: string): string | null {
  const digits = digitsOf(input);
  if (!/^\d{7,8}$/.test(digits) || !luhnValid(digits)) return null;
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}
