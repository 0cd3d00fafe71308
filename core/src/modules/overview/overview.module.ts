import { asClass, asFunction } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { AdminOverviewService } from './admin-overview.service';
import { BookkeepingExportService } from './bookkeeping-export.service';
import type { ShopOverviewDto } from '@torget/contract';
import { CoalescedReads } from '../../shared/coalesced-reads';
import { Migration20261125110001Overview } from './migrations/20261125110001-overview';
import { Migration20261125160001OverviewRollups } from './migrations/20261125160001-overview-rollups';
import { Migration20261125184001OverviewMarketplaceRollupReads } from './migrations/20261125184001-overview-marketplace-rollup-reads';
import { Migration20261125185001OverviewWithdrawalBalances } from './migrations/20261125185001-overview-withdrawal-balances';
import { Migration20261126001001OverviewWeeklyProductSales } from './migrations/20261126001001-overview-weekly-product-sales';
import { Migration20261126001002OverviewReviewsDaily } from './migrations/20261126001002-overview-reviews-daily';
import { overviewRoutes } from './overview.routes';
import { PreparedFigures } from './prepared-figures';
import { recordShopMilestones } from './shop-milestones';
import { ShopOverviewService } from './shop-overview.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    shopOverview: ShopOverviewService;
    adminOverview: AdminOverviewService;
    bookkeepingExport: BookkeepingExportService;
    overviewReads: CoalescedReads<ShopOverviewDto>;
    overviewStatements: PreparedFigures;
  }
}

/** How the business is going: the seller's and the admin's overviews and the bookkeeping export. */
export const overviewModule: CoreModule = {
  name: 'overview',
  migrations: [
    { name: '20261125110001-overview', class: Migration20261125110001Overview },
    { name: '20261125160001-overview-rollups', class: Migration20261125160001OverviewRollups },
    {
      name: '20261125184001-overview-marketplace-rollup-reads',
      class: Migration20261125184001OverviewMarketplaceRollupReads,
    },
    {
      name: '20261125185001-overview-withdrawal-balances',
      class: Migration20261125185001OverviewWithdrawalBalances,
    },
    {
      name: '20261126001001-overview-weekly-product-sales',
      class: Migration20261126001001OverviewWeeklyProductSales,
    },
    { name: '20261126001002-overview-reviews-daily', class: Migration20261126001002OverviewReviewsDaily },
  ],
  register(container) {
    container.register({
      shopOverview: asClass(ShopOverviewService).scoped(),
      adminOverview: asClass(AdminOverviewService).scoped(),
      bookkeepingExport: asClass(BookkeepingExportService).scoped(),
      overviewReads: asFunction(() => new CoalescedReads<ShopOverviewDto>()).singleton(),
      overviewStatements: asClass(PreparedFigures).singleton(),
    });
    recordShopMilestones(container.cradle.events);
  },
  routes: overviewRoutes,
};
