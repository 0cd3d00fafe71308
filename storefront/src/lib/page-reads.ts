import type { ProductListQuery } from '@torget/contract';

/**
 * The data keys and queries of the reads a page's first render makes. The app's data hooks key their cache by
 * them, and the storefront's server (server/page-head.ts) puts its own answers to the same reads into the first
 * HTML under the same keys (lib/page-data.ts), so both sides name a read in one place.
 */
export type ProductsQuery = Partial<ProductListQuery>;

export const productsKey = (query: ProductsQuery) => ['products', query] as const;
export const productKey = (id: string) => ['product', id] as const;
export const shopKey = (id: string) => ['shop', id] as const;
export const productSafetyKey = (id: string) => ['product-safety', id] as const;
export const categoriesKey = 'categories';
export const topSellersKey = 'top-sellers';
/** The marketplace's contact points the footer shows on every page. */
export const contactPointsKey = 'contact-points';

/** The home page's best-rated products. */
export const FEATURED_QUERY: ProductsQuery = { pageSize: 10, order: 'toprated' };

/** A shop page's products: page `pageNumber` of 24. */
export const shopProductsQuery = (seller: string, pageNumber: number): ProductsQuery => ({
  seller,
  pageNumber,
  pageSize: 24,
});
