import { z } from 'zod';
import { idSchema, imageUrl, requiredText, wholeNumber } from './common';
import { pageOf, pageQuery } from './paging.schema';
import { MAX_PRICE_SEK, SEK_TEXT, sekAmountProblem, sekFromText } from './rules/money';
import {
  COUNT_IN_STOCK_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  REVIEW_COMMENT_MAX,
} from './rules/text';
import {
  OPTION_TEXT_MAX,
  OPTION_VALUES_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  SKU_MAX,
  combinationKey,
  isValidGtin,
  sameOptionValue,
} from './rules/variants';
import { vatRateInput } from './vat.schema';
import { stockTodos } from './todo-filters';
import { saleSchema } from './sales.schema';

/** A seller as shown beside a product: public shop fields only. */
export const productSellerSchema = z.object({
  _id: z.string(),
  seller: z.object({
    name: z.string(),
    logo: z.string(),
    rating: z.number(),
    numReviews: z.number().int(),
  }),
});

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** The reviewer has a paid order with this product ("Verified purchase"). */
  verified: z.boolean(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

/** An option of a product (Storlek, Färg) with its values in the seller's order. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOptionDto = z.infer<typeof productOptionSchema>;

/** One combination of option values on sale, with its own SKU, GTIN, price, stock and image. */
export const productVariantSchema = z.object({
  _id: z.string(),
  /** Option name → value, one entry per option of the product: `{ "Storlek": "M", "Färg": "Grå" }`. */
  options: z.record(z.string(), z.string()),
  /** The shop's article number, unique within the shop; empty when the shop uses none. */
  sku: z.string(),
  /** GTIN-8/12/13/14 (EAN) with a valid check digit; empty when none. */
  gtin: z.string(),
  price: z.number(),
  countInStock: z.number().int(),
  /** One of the product's `images`; empty: the product's cover. */
  image: z.string(),
});
export type ProductVariantDto = z.infer<typeof productVariantSchema>;

/** A product (docs/product.md §3). Prices are SEK with 2 decimals. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  shipping_price: z.number(),
  shipping_info: z.string(),
  /** The VAT included in `price` and `shipping_price`, in per cent: 25, 12, 6 or 0 (see `vatRates`). */
  vat_rate: z.number().int(),
  countInStock: z.number().int(),
  rating: z.number(),
  numReviews: z.number().int(),
  seller: productSellerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The gallery, cover first (`image` is `images[0]`, or empty when there is none). */
  images: z.array(z.string()),
  /** Up to 3 options; empty for a product without sizes or colours. */
  options: z.array(productOptionSchema),
  /**
   * The combinations on sale; empty for a product without options. With variants, `price` is the lowest
   * variant price and `countInStock` their sum.
   */
  variants: z.array(productVariantSchema),
  /** The running sale (`price` is then its reduced price), or null (sales.schema.ts). */
  sale: saleSchema.nullable(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ reviews: z.array(reviewSchema) });

/**
 * Listing orders: the spec's four, and `discount` (issue 37): products on sale first, the biggest reduction
 * (percentOff) first, then the rest newest first; made for the sale filter (`onSale=true`).
 */
export const productOrders = ['newest', 'lowest', 'highest', 'toprated', 'discount'] as const;

/** A filter bound; one above the highest possible price filters the same as the highest price. */
const optionalNumber = (message: string) =>
  z
    .union([z.literal(''), z.coerce.number({ error: message }).min(0, message)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? 0 : Math.min(value, MAX_PRICE_SEK)));

/** GET /api/products query (docs/product.md §7). A bound of 0 means none. */
export const productListQuery = z.object({
  pageNumber: wholeNumber('pageNumber must be a whole number')
    .pipe(z.number().min(1, 'pageNumber must be 1 or more').max(1_000_000, 'pageNumber is too high'))
    .default(1),
  pageSize: wholeNumber('pageSize must be a whole number')
    .pipe(z.number().min(1, 'pageSize must be 1 or more').max(100, 'pageSize can be at most 100'))
    .default(50),
  seller: z.string().trim().default(''),
  name: z.string().trim().max(200, 'Search text is too long').default(''),
  category: z.string().trim().max(255).default(''),
  min: optionalNumber('min must be a price of 0 or more'),
  max: optionalNumber('max must be a price of 0 or more'),
  rating: optionalNumber('rating must be between 0 and 5').pipe(
    z.number().max(5, 'rating must be between 0 and 5'),
  ),
  order: z
    .enum(productOrders, { error: 'order must be newest, lowest, highest, toprated or discount' })
    .default('newest'),
  /** Only products with a variant of this option value, `Name:Value` (`Färg:Röd`); empty: any. */
  option: z
    .string()
    .trim()
    .max(110, 'option is too long')
    .refine((value) => value === '' || /^[^:]+:.+$/.test(value), 'option must be written Name:Value')
    .default(''),
  /** `true`: only products with a running sale ("På rea", issue 37). */
  onSale: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'onSale must be true or false' })
    .default(false)
    .transform((value) => value === true || value === 'true'),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int(),
  /** Exact, unless `morePages` is set: then there are more than `pages` pages. */
  pages: z.number().int(),
  /**
   * Present (true) when the matches were counted only up to two pages past this one and there are more:
   * show "more than `pages` pages". Counting every match of a large search is most of its cost.
   */
  morePages: z.literal(true).optional(),
});

/** SEK amount: ≥ 0, at most 2 decimals; numbers or numeric strings (with . or ,). */
export const sekAmount = (label: string) =>
  z
    .union([
      z.number({ error: `${label} must be a number` }),
      z.string().trim().regex(SEK_TEXT, `${label} must be a number`).transform(sekFromText),
    ])
    .refine(
      (value) => !['notNumber', 'negative'].includes(sekAmountProblem(value)!),
      `${label} cannot be negative`,
    )
    .refine((value) => sekAmountProblem(value) !== 'decimals', `${label} can have at most 2 decimals`)
    .refine((value) => sekAmountProblem(value) !== 'tooHigh', `${label} is too high`);

const optionText = (message: string) => requiredText(message, OPTION_TEXT_MAX);

const optionInput = z.object({
  name: optionText('Please enter the option name.'),
  values: z
    .array(optionText('Please enter the option value.'))
    .min(1, 'An option needs at least one value')
    .max(OPTION_VALUES_MAX, `An option can have at most ${OPTION_VALUES_MAX} values`),
});

const variantInput = z.object({
  /** The variant to change; left out, the variant with the same options is changed (or one is added). */
  _id: idSchema.optional(),
  options: z.record(z.string(), z.string().trim()),
  sku: z.string().trim().max(SKU_MAX, `SKU is too long (max ${SKU_MAX} characters)`).default(''),
  gtin: z.string().trim().default(''),
  price: sekAmount('Price'),
  countInStock: wholeNumber('Count in stock must be a whole number').pipe(
    z
      .number()
      .min(0, 'Count in stock cannot be negative')
      .max(COUNT_IN_STOCK_MAX, 'Count in stock is too high'),
  ),
  image: imageUrl('Image').default(''),
});
export type VariantInput = z.output<typeof variantInput>;

/**
 * The rules between a product's options, variants and images that no single field can check. The
 * server checks what needs the database (SKUs of the shop's other products, images kept from before).
 */
function checkVariants(
  body: {
    options?: z.output<typeof optionInput>[];
    variants?: VariantInput[];
    images?: string[];
    price?: number;
    countInStock?: number;
  },
  ctx: z.RefinementCtx,
) {
  const options = body.options ?? [];
  const variants = body.variants ?? [];
  if (!variants.length) {
    if (body.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price must be a number' });
    if (body.countInStock === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['countInStock'],
        message: 'Count in stock must be a whole number',
      });
  }
  options.forEach((option, at) => {
    if (options.findIndex((other) => sameOptionValue(other.name, option.name)) < at)
      ctx.addIssue({
        code: 'custom',
        path: ['options', at, 'name'],
        message: `Two options are named ${option.name}`,
      });
    option.values.forEach((value, valueAt) => {
      if (option.values.findIndex((other) => sameOptionValue(other, value)) < valueAt)
        ctx.addIssue({
          code: 'custom',
          path: ['options', at, 'values', valueAt],
          message: `Option ${option.name} has the value ${value} twice`,
        });
    });
  });
  if (body.options !== undefined && options.length && !variants.length)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Add at least one variant of the options' });
  const seen = new Map<string, number>();
  const skus = new Map<string, number>();
  variants.forEach((variant, at) => {
    const row = at + 1;
    const names = Object.keys(variant.options);
    const matches =
      body.options !== undefined &&
      names.length === options.length &&
      options.every((option) => {
        const value = variant.options[option.name];
        return value !== undefined && option.values.some((known) => sameOptionValue(known, value));
      });
    if (!matches)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'options'],
        message: `Variant ${row}: its options do not match the product's options`,
      });
    const key = combinationKey(options, variant.options);
    const twin = seen.get(key);
    if (matches && twin !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'options'],
        message: `Variant ${row} has the same options as variant ${twin}`,
      });
    seen.set(key, row);
    const sku = variant.sku.toLocaleLowerCase('sv');
    if (sku && skus.has(sku))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'sku'],
        message: `SKU ${variant.sku} is used twice`,
      });
    skus.set(sku, row);
    if (variant.gtin && !isValidGtin(variant.gtin))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'gtin'],
        message: `Variant ${row}: GTIN must be 8, 12, 13 or 14 digits with a valid check digit`,
      });
    if (body.images !== undefined && variant.image && !body.images.includes(variant.image))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'image'],
        message: `Variant ${row}: its image must be one of the product's images`,
      });
  });
}

/**
 * PUT /api/products/{id} (docs/product.md §7). `options`, `variants` and `images` left out keep what the
 * product has; with variants, `price` and `countInStock` are derived from them (lowest price, total stock).
 */
export const productUpdateBody = z
  .object({
    _id: z.string().optional(),
    name: requiredText('Please enter the product name.', PRODUCT_NAME_MAX),
    price: sekAmount('Price').optional(),
    /** The cover. Without `images`, it replaces the gallery's first image. */
    image: imageUrl('Image').default(''),
    category: z.string().trim().max(100, 'Category is too long').default(''),
    brand: z.string().trim().max(100, 'Brand is too long').default(''),
    countInStock: wholeNumber('Count in stock must be a whole number')
      .pipe(
        z
          .number()
          .min(0, 'Count in stock cannot be negative')
          .max(COUNT_IN_STOCK_MAX, 'Count in stock is too high'),
      )
      .optional(),
    description: z
      .string()
      .trim()
      .max(PRODUCT_DESCRIPTION_MAX, 'Description is too long (max 5000 characters)')
      .default(''),
    shipping_price: sekAmount('Shipping price').default(0),
    shipping_info: z.string().trim().max(255, 'Shipping info is too long').default(''),
    /**
     * 25, 12, 6 or 0 (per cent); left out: the product keeps its rate (25 for a new one). A shop that is not
     * VAT-registered sells at 0 only.
     */
    vat_rate: vatRateInput.optional(),
    /** The gallery, cover first; up to 8. */
    images: z
      .array(
        imageUrl('Image').refine(
          (url) => url !== '',
          'Image must be an uploaded image (/uploads/...) or an http(s):// URL',
        ),
      )
      .max(PRODUCT_IMAGES_MAX, `A product can have at most ${PRODUCT_IMAGES_MAX} images`)
      .optional(),
    /** Up to 3 options with up to 30 values each; `[]` removes them (and the variants). */
    options: z
      .array(optionInput)
      .max(PRODUCT_OPTIONS_MAX, `A product can have at most ${PRODUCT_OPTIONS_MAX} options`)
      .optional(),
    /**
     * Every variant the product keeps (up to 100). Variants left out are removed, or archived when an order
     * names them. Sent only together with `options`.
     */
    variants: z
      .array(variantInput)
      .max(PRODUCT_VARIANTS_MAX, `A product can have at most ${PRODUCT_VARIANTS_MAX} variants`)
      .optional(),
  })
  .superRefine(checkVariants);
export type ProductUpdateInput = z.output<typeof productUpdateBody>;

export const reviewBody = z.object({
  rating: wholeNumber('Please enter rating.').pipe(
    z.number().min(1, 'Please enter rating.').max(5, 'Please enter rating.'),
  ),
  comment: z
    .string({ error: 'Please enter comment.' })
    .trim()
    .min(1, 'Please enter comment.')
    .max(REVIEW_COMMENT_MAX, 'Comment is too long.'),
  name: z.string().optional(),
});
export type ReviewInput = z.output<typeof reviewBody>;

/** A product in the admin's list: every shop's, with whether its shop is open (closed shops' products are hidden). */
export const adminProductSchema = productSchema.extend({ shop_open: z.boolean() });
export type AdminProductDto = z.infer<typeof adminProductSchema>;

/** GET /api/products/all (admin): every product of every shop, open or closed, newest first. */
export const adminProductListQuery = pageQuery.extend({
  seller: z.string().trim().default(''),
  name: z.string().trim().max(200, 'Search text is too long').default(''),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuery>;

export const adminProductPageSchema = pageOf('products', adminProductSchema);

/** GET /api/products/mine: the caller's own saved products (an admin names the shop with `seller`). */
export const ownProductListQuery = pageQuery.extend({
  seller: z.string().trim().default(''),
  todo: z.enum(stockTodos, { error: 'todo must be low_stock or out_of_stock' }).optional(),
});
export type OwnProductListQuery = z.output<typeof ownProductListQuery>;
export type AdminProductPageDto = z.infer<typeof adminProductPageSchema>;
