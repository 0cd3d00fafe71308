import type { OverviewRange } from '@torget/contract';
import { Card, LoadingIndicator, MessageBox } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { useShopOverview } from '../api/shop-overview';
import { BestSellers } from './best-sellers';
import { ExportForm } from './export-form';
import { PlanUsage } from './plan-usage';
import { ReviewsFigure } from './reviews-figure';
import { SalesFigure } from './sales-figure';
import { TodoList } from './todo-list';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    align-content: start;
    min-width: 0;
  }
  h2,
  h3 {
    margin: 0;
  }
`;

const Periods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Period = styled.button<{ $active: boolean }>`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandText : theme.colors.brand)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The seller's overview: how the period went, what needs doing, best sellers, reviews, plan, export. */
export function ShopOverview() {
  const { t } = useT();
  const [range, setRange] = useState<OverviewRange>('month');
  const { data, error } = useShopOverview(range);
  if (!data)
    return error ? <MessageBox variant="danger">{errorMessage(error)}</MessageBox> : <LoadingIndicator />;
  return (
    <Grid>
      <Card aria-labelledby="overview-sales">
        <h2 id="overview-sales">{t('overview.sales.title')}</h2>
        <Periods role="group" aria-label={t('overview.period')}>
          {(['month', 'year'] as const).map((option) => (
            <Period
              key={option}
              type="button"
              $active={range === option}
              aria-pressed={range === option}
              onClick={() => setRange(option)}
            >
              {option === 'month' ? t('overview.period.month') : t('overview.period.year')}
            </Period>
          ))}
        </Periods>
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
        <ExportForm from={data.sales.from} to={data.sales.to} />
      </Card>
    </Grid>
  );
}
