import { z } from 'zod';
import { defineCall } from './call';
import {
  adminOverviewSchema,
  exportQuery,
  overviewQuery,
  shopOverviewQuery,
  shopOverviewSchema,
} from './overview.schema';

const tag = 'Overview';

export const overviewApi = {
  shop: defineCall({
    method: 'GET',
    path: '/api/overview/shop',
    summary:
      "A shop's overview: sales per day (30 days) or week (52 weeks) in Stockholm time with the period's totals and the change against the one before, what needs doing, best sellers, latest reviews, rating over time and plan usage. Sellers see their own shop; admins any shop (`seller`)",
    access: 'seller',
    tag,
    query: shopOverviewQuery,
    response: shopOverviewSchema,
    errors: ['not_found'],
  }),
  admin: defineCall({
    method: 'GET',
    path: '/api/overview/admin',
    summary:
      "The marketplace's overview: sales per day or week of all shops, the top 10 shops, orders placed, new customers and shops per week, sellers waiting for approval and late deliveries per shop",
    access: 'admin',
    tag,
    query: overviewQuery,
    response: adminOverviewSchema,
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/api/overview/orders.csv',
    summary:
      'Bookkeeping export: one row per order line of the orders paid in the period, as CSV for Swedish Excel (UTF-8 with BOM, `;`-separated, decimal comma, CRLF). Sellers their own shop; admins one shop (`seller`) or all',
    access: 'seller',
    tag,
    query: exportQuery,
    response: z.undefined(),
    file: { contentType: 'text/csv; charset=utf-8' },
    errors: ['not_found'],
  }),
};
