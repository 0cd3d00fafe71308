/** The storefront's server side: crawler HTML, sitemap and robots for whoever serves the built storefront. */
export { createStorefrontHandler } from './storefront-handler';
export type {
  BrowserConfig,
  StorefrontAnswer,
  StorefrontHandler,
  StorefrontHandlerOptions,
  StorefrontRequest,
} from './storefront-handler';
export type { ApiFetch, PageHead } from './page-head';
