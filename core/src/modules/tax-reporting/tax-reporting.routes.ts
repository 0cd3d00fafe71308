import { api } from '@torget/contract';
import { route } from '../../http/route';

export const taxReportingRoutes = [
  route(api.tax.details, async ({ user, scope }) => scope.taxDetails.view(user)),
  route(api.tax.saveDetails, async ({ body, user, scope }) => scope.taxDetails.save(user, body)),
  route(api.tax.copies, async ({ user, scope }) => scope.dac7.copies(user)),
  route(api.tax.operator, async ({ scope }) => ({ operator: await scope.dac7.operator() })),
  route(api.tax.saveOperator, async ({ body, scope }) => ({ operator: await scope.dac7.saveOperator(body) })),
  route(api.tax.report, async ({ query, scope }) => scope.dac7.report(query)),
  route(api.tax.messages, async ({ query, scope }) => scope.dac7.messages(query.year)),
  route(api.tax.markSent, async ({ body, scope }) => scope.dac7.markSent(body)),
  route(api.tax.reportXml, async ({ query, scope, ctx }) => {
    const file = await scope.dac7.xml(query);
    ctx.set('content-disposition', `attachment; filename="${file.fileName}"`);
    ctx.type = api.tax.reportXml.file.contentType;
    ctx.body = file.xml;
    return undefined;
  }),
];
