/**
 * Options, variants and the gallery (docs/product.md, "Sizes, colours and photos"): the limits and the
 * plain rules the contract's schema, core and the seller's form share.
 */
export const PRODUCT_OPTIONS_MAX = 3;
export const OPTION_VALUES_MAX = 30;
export const PRODUCT_VARIANTS_MAX = 100;
export const PRODUCT_IMAGES_MAX = 8;
export const OPTION_TEXT_MAX = 50;
export const SKU_MAX = 64;

/** A variant's options: option name → value, e.g. `{ Storlek: 'M', Färg: 'Grå' }`. */
export type VariantOptions = Readonly<Record<string, string>>;

/**
 * Whether `gtin` is a GTIN-8, -12 (UPC), -13 (EAN) or -14 whose last digit is its check digit (GS1's
 * mod-10: from the right, digits weigh 3, 1, 3, …; the check digit tops the sum up to a multiple of 10).
 */
export function isValidGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, at) => total + digit * (at % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** Option values compare without case or surrounding space: "Grå" and "grå " are the same colour. */
export const sameOptionValue = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('sv') === b.trim().toLocaleLowerCase('sv');

/**
 * A variant's name as an order line and a receipt show it, options in the product's order:
 * "Storlek M, Färg Grå".
 */
export function variantLabel(options: readonly { name: string }[], chosen: VariantOptions): string {
  return options
    .filter((option) => chosen[option.name] !== undefined)
    .map((option) => `${option.name} ${chosen[option.name]}`)
    .join(', ');
}

/** A stable key of a combination, whatever order its names were written in. */
export function combinationKey(options: readonly { name: string }[], chosen: VariantOptions): string {
  return JSON.stringify(options.map((option) => (chosen[option.name] ?? '').toLocaleLowerCase('sv')));
}

/** Every combination of the options' values, in the options' order (the seller's variant grid). */
export function allCombinations(
  options: readonly { name: string; values: readonly string[] }[],
): VariantOptions[] {
  return options.reduce<Record<string, string>[]>(
    (combinations, option) =>
      combinations.flatMap((combination) =>
        option.values.map((value) => ({ ...combination, [option.name]: value })),
      ),
    options.length ? [{}] : [],
  );
}
