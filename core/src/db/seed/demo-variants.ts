import type { EntityManager } from '@mikro-orm/postgresql';
import { allCombinations, combinationKey } from '@torget/contract';
import type { Product, ProductOption } from '../../modules/products/product.entity';
import { ProductVariantSchema } from '../../modules/products/product-variant.entity';
import { derivedFromVariants } from '../../modules/products/product-variants';
import { productImage, type Shape } from './demo-images';

/** Clothes and textiles sold in sizes and colours: each colour has its own photo. */
interface DemoVariants {
  options: ProductOption[];
  /** Swatch-like colours of the colour option's values, for their photos. */
  colours?: Record<string, string>;
  /** The price (SEK) of a size. */
  price: (size: string) => number;
}

export const demoVariants: Record<string, DemoVariants> = {
  'Vantar med rosor': {
    options: [
      { name: 'Storlek', values: ['S', 'M', 'L'] },
      { name: 'Färg', values: ['Röd', 'Grå'] },
    ],
    colours: { Röd: '#c62828', Grå: '#8c8c8c' },
    price: (size) => (size === 'L' ? 419 : 389),
  },
  'Sockor i ull': {
    options: [
      { name: 'Storlek', values: ['36–38', '39–41', '42–44'] },
      { name: 'Färg', values: ['Natur', 'Svart', 'Blå'] },
    ],
    colours: { Natur: '#efe8d8', Svart: '#222222', Blå: '#1e5bb8' },
    price: () => 189,
  },
  'Mössa Gotland grå': {
    options: [{ name: 'Storlek', values: ['Barn', 'Vuxen'] }],
    price: (size) => (size === 'Barn' ? 349 : 449),
  },
  'Ullfilt 130x170': {
    options: [{ name: 'Färg', values: ['Grå', 'Natur'] }],
    colours: { Grå: '#8c8c8c', Natur: '#efe8d8' },
    price: () => 1495,
  },
  'Tygdocka Maja': {
    options: [{ name: 'Färg', values: ['Röd', 'Blå'] }],
    colours: { Röd: '#c62828', Blå: '#1e5bb8' },
    price: () => 399,
  },
};

/** A product's gallery: its cover, a photo per colour, and a detail shot. */
export async function demoGallery(
  name: string,
  shape: Shape,
  colors: { accent: string; light: string; text: string },
  cover: string,
  save: (file: ReturnType<typeof productImage>) => Promise<string>,
): Promise<{ images: string[]; byColour: Record<string, string> }> {
  const def = demoVariants[name];
  if (!def) return { images: [cover], byColour: {} };
  const byColour: Record<string, string> = {};
  for (const [value, accent] of Object.entries(def.colours ?? {}))
    byColour[value] = await save(productImage(`${name} – ${value}`, shape, { ...colors, accent }));
  const detail = await save(productImage(`${name} – detalj`, 'circle', colors));
  return { images: [cover, ...Object.values(byColour), detail], byColour };
}

/**
 * Writes a demo product's options and variants (every combination, stock spread over them) and its derived
 * price and stock, as a seller's save would.
 */
export function seedDemoVariants(
  em: EntityManager,
  product: Product,
  sellerId: string,
  stock: number,
  byColour: Record<string, string>,
): void {
  const def = demoVariants[product.name];
  if (!def) return;
  const combinations = allCombinations(def.options);
  const rows = combinations.map((options, position) => {
    const size = options.Storlek ?? '';
    const colour = options.Färg ?? '';
    return em.create(ProductVariantSchema, {
      product,
      sellerId,
      position,
      options: { ...options },
      optionKey: combinationKey(def.options, options),
      // "VAN-L-GRA": the product's first letters and the values, in plain letters.
      sku: [product.name.slice(0, 3), ...Object.values(options)]
        .map((part) =>
          part
            .normalize('NFD')
            .replace(/[^A-Za-z0-9]/g, '')
            .toUpperCase(),
        )
        .join('-'),
      priceOre: def.price(size) * 100,
      // One combination sold out, the rest shared out (at least a few each, for the demo orders).
      countInStock:
        position === combinations.length - 1 && combinations.length > 2
          ? 0
          : 4 + ((stock + position * 3) % 9),
      image: byColour[colour] ?? '',
    });
  });
  product.options = def.options;
  Object.assign(product, derivedFromVariants(rows));
}

/** The variant a demo order buys of a product: the one with the most left (none for a product without options). */
export async function variantToBuy(em: EntityManager, product: Product): Promise<string | undefined> {
  if (!product.options.length) return undefined;
  const [most] = await em.find(
    ProductVariantSchema,
    { product: product.id, archived: false },
    { orderBy: { countInStock: 'desc' }, limit: 1 },
  );
  return most?.id;
}
