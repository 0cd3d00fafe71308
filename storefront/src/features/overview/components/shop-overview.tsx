import { ExportForm, OverviewCard, OverviewScreen, SalesFigure } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { downloadShopCsv, useShopOverview } from '../api/shop-overview';
import { BestSellers } from './best-sellers';
import { PlanUsage } from './plan-usage';
import { ReviewsFigure } from './reviews-figure';
import { TodoList } from './todo-list';

/** The seller's overview: how the period went, what needs doing, best sellers, reviews, plan, export. */
export function ShopOverview() {
  const { t } = useT();
  return (
    <OverviewScreen useOverview={useShopOverview} layout="main">
      {(data) => (
        <>
          <OverviewCard title={t('overview.sales.title')}>
            <SalesFigure sales={data.sales} />
          </OverviewCard>
          <OverviewCard title={t('overview.todo.title')}>
            <TodoList todo={data.todo} />
            <PlanUsage plan={data.plan} />
          </OverviewCard>
          <OverviewCard title={t('overview.bestSellers.title')}>
            <BestSellers rows={data.bestSellers} />
          </OverviewCard>
          <OverviewCard title={t('overview.reviews.title')}>
            <ReviewsFigure overview={data} />
          </OverviewCard>
          <OverviewCard title={t('overview.export.title')}>
            <ExportForm period={data.sales} text={t('overview.export.text')} download={downloadShopCsv} />
          </OverviewCard>
        </>
      )}
    </OverviewScreen>
  );
}
