import { api } from '@torget/contract';
import { route } from '../../http/route';

export const traderDetailsRoutes = [
  route(api.trader.details, async ({ user, scope }) => scope.traderDetails.view(user.id)),
  route(api.trader.save, async ({ body, user, scope }) => scope.traderDetails.save(user, body)),
  route(api.trader.uploadIdDocument, async ({ file, user, scope }) =>
    scope.traderDetails.saveIdDocument(user, file!.bytes),
  ),
  route(api.trader.adminDetails, async ({ params, user, scope }) => {
    // An unknown user is a 404, not an empty checklist.
    await scope.userProfile.get(user, params.id);
    return scope.traderDetails.view(params.id);
  }),
  route(api.trader.idDocument, async ({ params, scope, ctx }) => {
    const file = await scope.traderDetails.idDocument(params.id);
    // Personal data: never kept by a browser's or a proxy's cache.
    ctx.set('cache-control', 'no-store');
    ctx.type = api.trader.idDocument.file.contentType;
    ctx.body = file;
    return undefined;
  }),
];
