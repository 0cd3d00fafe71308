import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminOverviewDto, OverviewQuery } from '@torget/contract';
import {
  lateDeliveries,
  newCustomers,
  newShops,
  ordersPlaced,
  topShops,
  waitingSellers,
} from './admin-figures.query';
import { periodOf, weeksOf } from './period';
import { sales } from './sales.query';

/** The marketplace's overview for admins (the route admits only them): one query per figure. */
export class AdminOverviewService {
  constructor(private readonly deps: { em: EntityManager }) {}

  async overview(query: OverviewQuery): Promise<AdminOverviewDto> {
    const { em } = this.deps;
    const period = periodOf(query.range, query.end);
    const weeks = weeksOf(period);
    const [salesFigure, top, placed, customers, shops, waiting, late] = await Promise.all([
      sales(em, null, period),
      topShops(em, period),
      ordersPlaced(em, period),
      newCustomers(em, weeks),
      newShops(em, weeks),
      waitingSellers(em),
      lateDeliveries(em),
    ]);
    return {
      sales: salesFigure,
      topShops: top,
      ordersPlaced: placed,
      newCustomers: customers,
      newShops: shops,
      waitingSellers: waiting,
      lateDeliveries: late,
    };
  }
}
