import { api } from '@torget/contract';
import { route } from '../../http/route';

export const overviewRoutes = [
  route(api.overview.shop, async ({ query, user, scope }) => scope.shopOverview.overview(user, query)),
  route(api.overview.admin, async ({ query, scope }) => scope.adminOverview.overview(query)),
  route(api.overview.exportCsv, async ({ query, user, scope, ctx }) => {
    const file = await scope.bookkeepingExport.csv(user, query);
    ctx.set('content-disposition', `attachment; filename="${file.fileName}"`);
    ctx.type = api.overview.exportCsv.file.contentType;
    ctx.body = file.bytes;
    return undefined;
  }),
];
