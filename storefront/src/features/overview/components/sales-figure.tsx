import type { SalesDto } from '@torget/contract';
import { Chart, type ChartSeries } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';

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

/** Sales of the period as a chart (with its table), its totals and the change against the period before. */
export function SalesFigure({ sales }: { sales: SalesDto }) {
  const { t, money, date } = useT();
  const percent = (change: number | null) =>
    change === null
      ? t('overview.change.none')
      : t('overview.change', { change: `${change > 0 ? '+' : ''}${Math.round(change * 100)}` });
  const series: ChartSeries<Point>[] = [
    { label: t('overview.sales.revenue'), kind: 'bar', value: (p) => p.revenue, format: money },
    {
      label: t('overview.sales.orders'),
      kind: 'line',
      axis: 'right',
      value: (p) => p.orders,
      format: (v) => String(Math.round(v)),
    },
  ];
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
      </Totals>
      <Chart
        title={week ? t('overview.sales.perWeek') : t('overview.sales.perDay')}
        labelHeader={week ? t('overview.sales.week') : t('overview.sales.day')}
        label={(p) => date(`${p.date}T12:00:00Z`)}
        points={sales.points}
        series={series}
        empty={t('overview.sales.empty')}
      />
    </>
  );
}
