import type { CoreModule } from '../index';
import { Migration20261122000002Products } from './migrations/20261122000002-products';
import { ProductSchema } from './product.entity';

export const productsModule: CoreModule = {
  name: 'products',
  entities: [ProductSchema],
  migrations: [{ name: '20261122000002-products', class: Migration20261122000002Products }],
  register() {},
  routes: [],
};
