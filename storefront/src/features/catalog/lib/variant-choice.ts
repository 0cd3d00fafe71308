import type { ProductDto, ProductVariantDto } from '@torget/contract';

type Chosen = Readonly<Record<string, string>>;
type Catalogue = Pick<ProductDto, 'options' | 'variants'>;

/** The variants that have every value chosen so far. */
const matching = (product: Catalogue, chosen: Chosen) =>
  product.variants.filter((variant) =>
    Object.entries(chosen).every(([name, value]) => variant.options[name] === value),
  );

/** The variant of a complete choice (a value for every option), if that combination is sold. */
export function variantOf(product: Catalogue, chosen: Chosen): ProductVariantDto | undefined {
  if (product.options.some((option) => chosen[option.name] === undefined)) return undefined;
  return matching(product, chosen)[0];
}

/**
 * What choosing `value` for `option` would give, with the other values chosen so far: a combination in stock,
 * one sold out, or one the shop does not sell.
 */
export function valueState(
  product: Catalogue,
  chosen: Chosen,
  option: string,
  value: string,
): 'available' | 'soldOut' | 'missing' {
  const found = matching(product, { ...chosen, [option]: value });
  if (!found.length) return 'missing';
  return found.some((variant) => variant.countInStock > 0) ? 'available' : 'soldOut';
}

/** The lowest and highest variant price: cards say "från 149,00 kr" when they differ. */
export function priceRange(product: Pick<ProductDto, 'price' | 'variants'>) {
  const prices = product.variants.map((variant) => variant.price);
  return prices.length
    ? { low: Math.min(...prices), high: Math.max(...prices) }
    : { low: product.price, high: product.price };
}

/** The choice a shared link (`?variant=`) names, or the first variant in stock's when it names none. */
export function initialChoice(product: Catalogue, variantId: string | null): Record<string, string> {
  const named = product.variants.find((variant) => variant._id === variantId);
  const start = named ?? product.variants.find((variant) => variant.countInStock > 0);
  return start ? { ...start.options } : {};
}
