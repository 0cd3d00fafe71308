/**
 * A spreadsheet runs a cell that starts with = + - or @ as a formula, so the export writes such a text
 * with a leading apostrophe (as the bookkeeping export does), and the import takes that apostrophe off
 * again: an exported name like "-20 % vantar" re-imports unchanged.
 */
const FORMULA = /^[=+\-@\t\r]/;

export const guardCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);

export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA.test(value.slice(1)) ? value.slice(1) : value;
