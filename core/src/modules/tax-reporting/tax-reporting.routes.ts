import { api } from '@torget/contract';
import { route } from '../../http/route';

export const taxReportingRoutes = [
  route(api.tax.details, async ({ user, scope }) => scope.taxDetails.view(user)),
  route(api.tax.saveDetails, async ({ body, user, scope }) => scope.taxDetails.save(user, body)),
];
