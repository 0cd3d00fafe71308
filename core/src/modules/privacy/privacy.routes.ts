import { api } from '@torget/contract';
import { route } from '../../http/route';
import { msg, render } from '../../shared/messages';

export const privacyRoutes = [
  route(api.privacy.deleteAccount, async ({ body, user, scope }) => {
    await scope.accountErasure.deleteOwn(user, body);
    return { message: render(msg('privacy.accountDeleted'), scope.locale) };
  }),
  route(api.privacy.startExport, async ({ user, scope }) => scope.dataExports.start(scope.em, user.id)),
  route(api.privacy.exportState, async ({ user, scope }) => scope.dataExports.state(scope.em, user.id)),
  route(api.privacy.downloadExport, async ({ params, scope, ctx }) => {
    const file = await scope.dataExports.download(scope.em, params.token);
    ctx.set('content-disposition', `attachment; filename="${file.fileName}"`);
    ctx.set('cache-control', 'no-store');
    ctx.type = api.privacy.downloadExport.file.contentType;
    ctx.body = file.bytes;
    return undefined;
  }),
];
