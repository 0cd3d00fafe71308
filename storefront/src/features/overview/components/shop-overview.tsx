import { Card, ExportForm, OverviewScreen, SalesFigure } from '@torget/ui';
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
          <Card aria-labelledby="overview-sales">
            <h2 id="overview-sales">{t('overview.sales.title')}</h2>
            <SalesFigure sales={data.sales} />
          </Card>
          <Card aria-labelledby="overview-todo">
            <h2 id="overview-todo">{t('overview.todo.title')}</h2>
            <TodoList todo={data.todo} />
            <PlanUsage plan={data.plan} />
          </Card>
          <Card aria-labelledby="overview-best">
            <h2 id="overview-best">{t('overview.bestSellers.title')}</h2>
            <BestSellers rows={data.bestSellers} />
          </Card>
          <Card aria-labelledby="overview-reviews">
            <h2 id="overview-reviews">{t('overview.reviews.title')}</h2>
            <ReviewsFigure overview={data} />
          </Card>
          <Card aria-labelledby="overview-export">
            <h2 id="overview-export">{t('overview.export.title')}</h2>
            <ExportForm
              from={data.sales.from}
              to={data.sales.to}
              text={t('overview.export.text')}
              download={downloadShopCsv}
            />
          </Card>
        </>
      )}
    </OverviewScreen>
  );
}
