import type { SalesDto } from '@torget/contract';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-messages';
import { PeriodChart, wholeNumber } from './period-chart';

type Point = SalesDto['points'][number];

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
  }
`;

const Change = styled.span`
  display: block;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Sales of an overview's period (one shop's or the marketplace's): its totals (with what discount codes took
 * off the orders counted, already out of the sales), the change against the period before, and revenue and
 * paid orders per day or week as a chart with its table.
 */
export function SalesFigure({ sales }: { sales: SalesDto }) {
  const { t, money } = useUiT();
  const percent = (change: number | null) =>
    change === null
      ? t('overview.change.none')
      : t('overview.change', { change: `${change > 0 ? '+' : ''}${Math.round(change * 100)}` });
  const week = sales.bucket === 'week';
  return (
    <>
      <Totals>
        <div>
          <dt>{t('overview.totals.revenue')}</dt>
          <dd>
            {money(sales.totals.revenue)}
            <Change>{percent(sales.change.revenue)}</Change>
          </dd>
        </div>
        <div>
          <dt>{t('overview.totals.orders')}</dt>
          <dd>
            {sales.totals.orders}
            <Change>{percent(sales.change.orders)}</Change>
          </dd>
        </div>
        <div>
          <dt>{t('overview.totals.refunds')}</dt>
          <dd>{money(sales.totals.refunds)}</dd>
        </div>
        <div>
          <dt>{t('overview.totals.discounts')}</dt>
          <dd>{money(sales.totals.discounts)}</dd>
        </div>
      </Totals>
      <PeriodChart
        title={week ? t('overview.sales.perWeek') : t('overview.sales.perDay')}
        bucket={sales.bucket}
        points={sales.points}
        series={[
          { label: t('overview.sales.revenue'), kind: 'bar', value: (p: Point) => p.revenue, format: money },
          {
            label: t('overview.sales.orders'),
            kind: 'line',
            axis: 'right',
            value: (p: Point) => p.orders,
            format: wholeNumber,
          },
        ]}
        empty={t('overview.sales.empty')}
      />
    </>
  );
}
