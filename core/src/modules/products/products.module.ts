import { asClass, asFunction } from 'awilix';
import type { ProductDto, ReviewDto, SuggestionsDto } from '@torget/contract';
import type { CatalogueVersion } from '../../shared/catalogue-version';
import type { CoreModule } from '../../kernel/core-module';
import { Cache } from '../../shared/cache';
import { CoalescedReads } from '../../shared/coalesced-reads';
import { Migration20261122000002Products } from './migrations/20261122000002-products';
import { Migration20261122100001CatalogueSearch } from './migrations/20261122100001-catalogue-search';
import { Migration20261123140001ProductDrafts } from './migrations/20261123140001-product-drafts';
import { Migration20261124100001CatalogueChanges } from './migrations/20261124100001-catalogue-changes';
import { Migration20261125110001SwedishSearch } from './migrations/20261125110001-swedish-search';
import { Migration20261125110002ProductVatRate } from './migrations/20261125110002-product-vat-rate';
import { Migration20261127050003RestrictedShops } from './migrations/20261127050003-restricted-shops';
import { Migration20261127060020ProductSafety } from './migrations/20261127060020-product-safety';
import { Migration20261127160001PriceHistory } from './migrations/20261127160001-price-history';
import { Migration20261127170001ProductSales } from './migrations/20261127170001-product-sales';
import { Migration20261127200001OptionSearch } from './migrations/20261127200001-option-search';
import { Migration20261128110002StoppedShopsUnlisted } from './migrations/20261128110002-stopped-shops-unlisted';
import { SaleEndSweep, SaleService } from './sale.service';
import { ImageCopies } from './image-copies';
import { saleRoutes } from './sale.routes';
import { productSafetyRoutes } from './safety/product-safety.routes';
import { ProductSafetyService } from './safety/product-safety.service';
import { CatalogueIndexSync } from './catalogue-index/catalogue-index-sync';
import { ListingRows } from './listing-rows';
import { ProductSchema } from './product.entity';
import { ProductVariantSchema } from './product-variant.entity';
import { Migration20261127130001ProductVariants } from './migrations/20261127130001-product-variants';
import { ProductQueryService, type ProductPage } from './product-query.service';
import type { SearchProvider } from '../../plugins/search.provider';
import { IndexSearch } from './search/index-search';
import { SqlSearch } from './search/sql-search';
import { SearchHelpService } from './search/search-help.service';
import { searchRoutes } from './search/search.routes';
import { productRoutes } from './product.routes';
import { ProductService } from './product.service';
import { ProductImportService } from './import/product-import.service';
import { importRoutes } from './import/import.routes';
import { registerShopVatRates } from './shop-vat-rates';

declare module '../../kernel/cradle' {
  interface Cradle {
    productSafety: ProductSafetyService;
    /** Listing pages being read right now, shared by identical requests (shared/coalesced-reads.ts). */
    productPages: CoalescedReads<ProductPage>;
    /** Product pages of open shops by id (shared/cache.ts lists every cache). */
    productDetails: Cache<ProductDto & { reviews: ReviewDto[] }>;
    /** The listed catalogue in this process, caught up with every change before a listing reads it. */
    catalogueIndex: CatalogueIndexSync;
    /** A listing page's rows by id, through a pool of prepared statements. */
    listingRows: ListingRows;
    /**
     * Where listings are matched and counted: the catalogue index by default; a search-engine plugin
     * may register its own (plugins/search.provider.ts). Undefined answers fall back to `sqlSearch`.
     */
    searchProvider: SearchProvider;
    /** Listings searched and counted in PostgreSQL. */
    sqlSearch: SqlSearch;
    productQueries: ProductQueryService;
    /** Suggestions while typing and "did you mean" when nothing matched. */
    searchHelp: SearchHelpService;
    /** Categories on sale, for suggestions. */
    searchCategories: Cache<string[]>;
    /** Suggestions' answers by typed text, until the catalogue version moves. */
    suggestionAnswers: Cache<SuggestionsDto>;
    suggestionReads: CoalescedReads<SuggestionsDto>;
    products: ProductService;
    /** The seller's catalogue in and out as CSV (import/). */
    productImport: ProductImportService;
    /** Sales with their lawful reference price (issue 37). */
    sales: SaleService;
    /** Ends sales whose end has come, each half minute. */
    saleEndSweep: SaleEndSweep;
    /** Gives product images stored before copies existed their copies, after each start (image-copies.ts). */
    imageCopies: ImageCopies;
  }
}

export const productsModule: CoreModule = {
  name: 'products',
  entities: [ProductSchema, ProductVariantSchema],
  migrations: [
    { name: '20261122000002-products', class: Migration20261122000002Products },
    { name: '20261122100001-catalogue-search', class: Migration20261122100001CatalogueSearch },
    { name: '20261123140001-product-drafts', class: Migration20261123140001ProductDrafts },
    { name: '20261124100001-catalogue-changes', class: Migration20261124100001CatalogueChanges },
    { name: '20261125110001-swedish-search', class: Migration20261125110001SwedishSearch },
    { name: '20261125110002-product-vat-rate', class: Migration20261125110002ProductVatRate },
    { name: '20261127130001-product-variants', class: Migration20261127130001ProductVariants },
    { name: '20261127050003-restricted-shops', class: Migration20261127050003RestrictedShops },
    { name: '20261127060020-product-safety', class: Migration20261127060020ProductSafety },
    { name: '20261127160001-price-history', class: Migration20261127160001PriceHistory },
    { name: '20261127170001-product-sales', class: Migration20261127170001ProductSales },
    { name: '20261127200001-option-search', class: Migration20261127200001OptionSearch },
    { name: '20261128110002-stopped-shops-unlisted', class: Migration20261128110002StoppedShopsUnlisted },
  ],
  register(container) {
    container.register({
      productPages: asFunction(() => new CoalescedReads<ProductPage>()).singleton(),
      // About 1.5 kB a product with the JSON sent for it (measured on the bench's catalogue): 2 000 hold
      // the products being looked at, and a product read once a minute is read from the database.
      productDetails: asFunction(
        ({ catalogueVersion }: { catalogueVersion: CatalogueVersion }) =>
          new Cache<ProductDto & { reviews: ReviewDto[] }>({
            max: 2_000,
            ttlMs: 60_000,
            follows: catalogueVersion,
          }),
      ).singleton(),
      catalogueIndex: asClass(CatalogueIndexSync).singleton(),
      listingRows: asClass(ListingRows).singleton(),
      searchProvider: asClass(IndexSearch).singleton(),
      sqlSearch: asClass(SqlSearch).scoped(),
      productQueries: asClass(ProductQueryService).scoped(),
      searchHelp: asClass(SearchHelpService).scoped(),
      searchCategories: asFunction(
        ({ catalogueVersion }: { catalogueVersion: CatalogueVersion }) =>
          new Cache<string[]>({ max: 1, ttlMs: 60_000, follows: catalogueVersion }),
      ).singleton(),
      // About 1 kB an answer: 2 000 texts hold the first letters shoppers type most.
      suggestionAnswers: asFunction(
        ({ catalogueVersion }: { catalogueVersion: CatalogueVersion }) =>
          new Cache<SuggestionsDto>({ max: 2_000, ttlMs: 60_000, follows: catalogueVersion }),
      ).singleton(),
      suggestionReads: asFunction(() => new CoalescedReads<SuggestionsDto>()).singleton(),
      products: asClass(ProductService).scoped(),
      productSafety: asClass(ProductSafetyService).scoped(),
      productImport: asClass(ProductImportService).scoped(),
      sales: asClass(SaleService).scoped(),
      saleEndSweep: asClass(SaleEndSweep).singleton(),
      imageCopies: asClass(ImageCopies).singleton(),
    });
    registerShopVatRates(container);
  },
  routes: [...productRoutes, ...importRoutes, ...searchRoutes, ...productSafetyRoutes, ...saleRoutes],
  // Other instances' catalogue changes reach this one's caches and index through LISTEN/NOTIFY.
  start: async (container) => {
    await container.cradle.catalogueVersion.listen();
    container.cradle.catalogueIndex.start();
    container.cradle.saleEndSweep.start();
    container.cradle.imageCopies.start();
  },
  stop: async (container) => {
    container.cradle.saleEndSweep.stop();
    await container.cradle.imageCopies.stop();
    container.cradle.catalogueIndex.stop();
    await container.cradle.catalogueVersion.close();
  },
};
