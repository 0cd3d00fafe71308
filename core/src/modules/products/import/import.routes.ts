import { api } from '@torget/contract';
import { route } from '../../../http/route';
import { csvOf, templateRows } from './product-export';

/** Sends a CSV file as the call's download. */
function sendCsv(ctx: Parameters<Parameters<typeof route>[1]>[0]['ctx'], fileName: string, bytes: Buffer) {
  ctx.set('content-disposition', `attachment; filename="${fileName}"`);
  ctx.type = api.productImport.export.file.contentType;
  ctx.body = bytes;
  return undefined;
}

export const importRoutes = [
  route(api.productImport.import, ({ query, file, user, scope, progress }) =>
    scope.productImport.import(user, file!.bytes, query.dryRun, progress),
  ),
  route(api.productImport.export, async ({ user, scope, ctx }) =>
    sendCsv(ctx, 'produkter.csv', await scope.productImport.export(user)),
  ),
  route(api.productImport.template, async ({ ctx }) => sendCsv(ctx, 'produktmall.csv', csvOf(templateRows))),
];
