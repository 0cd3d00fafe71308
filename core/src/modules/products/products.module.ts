import { asClass } from 'awilix';
import type { CoreModule } from '../index';
import { CountCache } from './count-cache';
import { ProductDetailCache } from './detail-cache';
import { Migration20261122000002Products } from './migrations/20261122000002-products';
import { Migration20261122100001CatalogueSearch } from './migrations/20261122100001-catalogue-search';
import { ProductSchema } from './product.entity';
import { ProductQueryService } from './product-query.service';
import { productRoutes } from './product.routes';
import { ProductService } from './product.service';

declare module '../../container' {
  interface Cradle {
    productCounts: CountCache;
    productDetails: ProductDetailCache;
    productQueries: ProductQueryService;
    products: ProductService;
  }
}

export const productsModule: CoreModule = {
  name: 'products',
  entities: [ProductSchema],
  migrations: [
    { name: '20261122000002-products', class: Migration20261122000002Products },
    { name: '20261122100001-catalogue-search', class: Migration20261122100001CatalogueSearch },
  ],
  register(container) {
    container.register({
      productCounts: asClass(CountCache).singleton(),
      productDetails: asClass(ProductDetailCache).singleton(),
      productQueries: asClass(ProductQueryService).scoped(),
      products: asClass(ProductService).scoped(),
    });
  },
  routes: productRoutes,
};
