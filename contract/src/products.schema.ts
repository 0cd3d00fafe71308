import { z } from 'zod';
import { imageUrl, requiredText, wholeNumber } from './common';
import { pageOf, pageQuery } from './paging.schema';
import { MAX_PRICE_SEK, SEK_TEXT, sekAmountProblem, sekFromText } from './rules/money';
import {
  COUNT_IN_STOCK_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  REVIEW_COMMENT_MAX,
} from './rules/text';
import { vatRateInput } from './vat.schema';
import { stockTodos } from './todo-filters';

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
});
export type ProductDto = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({ reviews: z.array(reviewSchema) });

export const productOrders = ['newest', 'lowest', 'highest', 'toprated'] as const;

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
    .enum(productOrders, { error: 'order must be newest, lowest, highest or toprated' })
    .default('newest'),
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

/** PUT /api/products/{id} (docs/product.md §7). */
export const productUpdateBody = z.object({
  _id: z.string().optional(),
  name: requiredText('Please enter the product name.', PRODUCT_NAME_MAX),
  price: sekAmount('Price'),
  image: imageUrl('Image').default(''),
  category: z.string().trim().max(100, 'Category is too long').default(''),
  brand: z.string().trim().max(100, 'Brand is too long').default(''),
  countInStock: wholeNumber('Count in stock must be a whole number').pipe(
    z
      .number()
      .min(0, 'Count in stock cannot be negative')
      .max(COUNT_IN_STOCK_MAX, 'Count in stock is too high'),
  ),
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
});
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
