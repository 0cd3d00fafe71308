import { api } from '@torget/contract';
import { route } from '../../http/route';
import { msg, render } from '../../shared/messages';
import { entityToProductDto } from './product.mapper';

export const productRoutes = [
  route(api.products.list, ({ query, scope }) => scope.productQueries.list(query)),
  route(api.products.all, ({ query, scope }) => scope.productQueries.all(query)),
  route(api.products.mine, ({ query, user, scope }) => scope.productQueries.mine(user, query)),
  route(api.products.categories, ({ scope }) => scope.productQueries.categories()),
  route(api.products.get, ({ params, scope }) => scope.productQueries.get(params.id)),
  route(api.products.create, async ({ user, scope }) =>
    entityToProductDto(await scope.products.create(user)),
  ),
  route(api.products.update, async ({ params, body, user, scope }) => ({
    ...entityToProductDto(await scope.products.update(user, params.id, body)),
    sale: await scope.sales.saleOf(params.id),
  })),
  route(api.products.remove, async ({ params, user, scope }) => {
    await scope.products.remove(user, params.id);
    return { message: render(msg('products.deleted'), scope.locale), _id: params.id };
  }),
];
