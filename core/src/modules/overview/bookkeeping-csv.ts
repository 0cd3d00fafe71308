/**
 * CSV the way Swedish Excel opens it by double-click: UTF-8 with a byte order mark (else å/ä/ö are
 * garbled), `;` between fields (the comma is the decimal sign), decimal comma, CRLF line ends.
 */
const BOM = '\uFEFF';

/** Öre as kronor with a decimal comma and no thousands separator ("1234,50"), so Excel reads a number. */
export const kronor = (ore: number) => {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** A percentage rate with a decimal comma ("25", "12,5"). */
export const percent = (rate: number) => String(rate).replace('.', ',');

/**
 * A text cell: quoted when it holds `;`, `"` or a line break; a cell a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe, so a product or buyer name cannot.
 */
export function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: header and rows of already formatted cells. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const lines = [header.map(text), ...rows].map((cells) => cells.join(';'));
  return Buffer.from(BOM + lines.map((line) => `${line}\r\n`).join(''), 'utf8');
}
