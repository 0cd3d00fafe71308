import { api } from '@torget/contract';
import { route } from '../../http/route';
import type { Cradle } from '../../kernel/cradle';

/** The product as the catalogue now answers it (its sale included), without its reviews. */
async function productNow(scope: Cradle, id: string) {
  const { reviews: _reviews, ...product } = await scope.productQueries.get(id);
  return product;
}

/** Starting and ending a product's sale; both answer the product as it now sells. */
export const saleRoutes = [
  route(api.products.startSale, async ({ params, body, user, scope }) => {
    await scope.sales.start(user, params.id, body);
    return productNow(scope, params.id);
  }),
  route(api.products.endSale, async ({ params, user, scope }) => {
    await scope.sales.end(user, params.id);
    return productNow(scope, params.id);
  }),
];
