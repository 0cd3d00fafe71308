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
import type { Cradle } from '../../kernel/cradle';
import { complianceGaps } from './compliance.query';
import { readFigures } from './figures';
import { periodOf, weeksOf } from './period';
import { salesFigures, salesOf } from './sales.query';

/** The marketplace's overview for admins (the route admits only them): each figure one query, all sent as one statement. */
export class AdminOverviewService {
  constructor(private readonly deps: { em: EntityManager; settings: Cradle['settings'] }) {}

  async overview(query: OverviewQuery): Promise<AdminOverviewDto> {
    const { em } = this.deps;
    const period = periodOf(query.range, query.end);
    const weeks = weeksOf(period);
    const figures = await readFigures(em, {
      ...salesFigures(null, period),
      topShops: topShops(period),
      ordersPlaced: ordersPlaced(period),
      newCustomers: newCustomers(weeks),
      newShops: newShops(weeks),
      waitingSellers: waitingSellers(),
      lateDeliveries: lateDeliveries(),
      complianceGaps: complianceGaps(await this.deps.settings.requirements()),
    });
    const { salesPoints, salesBefore, ...rest } = figures;
    return { sales: salesOf(period, salesPoints, salesBefore), ...rest };
  }
}
