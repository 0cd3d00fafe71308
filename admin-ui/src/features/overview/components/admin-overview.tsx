import type { AdminOverviewDto, CountPointDto, OverviewRange } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Card, Chart, LoadingIndicator, MessageBox, Table } from '@torget/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { useAdminOverview } from '../api/admin-overview';
import { AdminExportForm } from './admin-export-form';

type SalesPoint = AdminOverviewDto['sales']['points'][number];
type Shop = AdminOverviewDto['topShops'][number];
type Late = AdminOverviewDto['lateDeliveries'][number];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media ${({ theme }) => theme.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    align-content: start;
    min-width: 0;
  }
  h2 {
    margin: 0;
  }
`;

const Periods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Period = styled.button<{ $active: boolean }>`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandText : theme.colors.brand)};
  cursor: pointer;
`;

const editPath = (id: string) => adminPaths.userEdit.replace(':id', id);

/** The marketplace at a glance: sales, top shops, orders, new customers and shops, waiting sellers, late deliveries. */
export function AdminOverview() {
  const { t, money, date } = useT();
  const [range, setRange] = useState<OverviewRange>('month');
  const { data, error } = useAdminOverview(range);
  if (!data)
    return error ? (
      <MessageBox variant="danger">{String((error as Error).message)}</MessageBox>
    ) : (
      <LoadingIndicator />
    );
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const week = data.sales.bucket === 'week';
  const counts = (title: string, points: CountPointDto[], header: string) => (
    <Chart
      title={title}
      labelHeader={header}
      label={(p: CountPointDto) => day(p.date)}
      points={points}
      series={[
        {
          label: title,
          kind: 'bar',
          value: (p: CountPointDto) => p.count,
          format: (v) => String(Math.round(v)),
        },
      ]}
      empty={t('overview.nothing')}
      height={160}
    />
  );
  return (
    <>
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
      <Grid>
        <Card aria-labelledby="overview-waiting">
          <h2 id="overview-waiting">{t('overview.waiting.title', { count: data.waitingSellers.count })}</h2>
          {data.waitingSellers.count === 0 ? (
            <p>{t('overview.waiting.none')}</p>
          ) : (
            <ol>
              {data.waitingSellers.oldest.map((seller) => (
                <li key={seller._id}>
                  <Link to={editPath(seller._id)}>{seller.shopName || seller.name}</Link> ·{' '}
                  {t('overview.waiting.since', { name: seller.name, date: date(seller.appliedAt) })}
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card aria-labelledby="overview-late">
          <h2 id="overview-late">{t('overview.late.title')}</h2>
          <Table
            caption={t('overview.late.title')}
            hideCaption
            columns={[
              { header: t('overview.shop'), cell: (row: Late) => row.name },
              { header: t('overview.late.orders'), align: 'end', cell: (row: Late) => row.orders },
              { header: t('overview.late.oldest'), cell: (row: Late) => date(row.oldestPaidAt) },
            ]}
            rows={data.lateDeliveries}
            rowKey={(row) => row._id ?? row.name}
            empty={<p>{t('overview.late.none')}</p>}
          />
        </Card>
        <Card aria-labelledby="overview-sales">
          <h2 id="overview-sales">{t('overview.sales.title')}</h2>
          <p>
            {t('overview.sales.totals', {
              revenue: money(data.sales.totals.revenue),
              orders: data.sales.totals.orders,
            })}
          </p>
          <Chart
            title={week ? t('overview.sales.perWeek') : t('overview.sales.perDay')}
            labelHeader={week ? t('overview.week') : t('overview.day')}
            label={(p: SalesPoint) => day(p.date)}
            points={data.sales.points}
            series={[
              {
                label: t('overview.sales.revenue'),
                kind: 'bar',
                value: (p: SalesPoint) => p.revenue,
                format: money,
              },
              {
                label: t('overview.sales.orders'),
                kind: 'line',
                axis: 'right',
                value: (p: SalesPoint) => p.orders,
                format: (v) => String(Math.round(v)),
              },
            ]}
            empty={t('overview.nothing')}
          />
        </Card>
        <Card aria-labelledby="overview-top">
          <h2 id="overview-top">{t('overview.top.title')}</h2>
          <Table
            caption={t('overview.top.title')}
            hideCaption
            columns={[
              { header: t('overview.shop'), cell: (row: Shop) => row.name },
              { header: t('overview.sales.revenue'), align: 'end', cell: (row: Shop) => money(row.revenue) },
              { header: t('overview.sales.orders'), align: 'end', cell: (row: Shop) => row.orders },
            ]}
            rows={data.topShops}
            rowKey={(row) => row._id ?? row.name}
            empty={<p>{t('overview.nothing')}</p>}
          />
        </Card>
        <Card aria-labelledby="overview-orders">
          <h2 id="overview-orders">{t('overview.orders.title')}</h2>
          {counts(
            week ? t('overview.orders.perWeek') : t('overview.orders.perDay'),
            data.ordersPlaced,
            week ? t('overview.week') : t('overview.day'),
          )}
        </Card>
        <Card aria-labelledby="overview-growth">
          <h2 id="overview-growth">{t('overview.growth.title')}</h2>
          {counts(t('overview.customers.perWeek'), data.newCustomers, t('overview.week'))}
          {counts(t('overview.shops.perWeek'), data.newShops, t('overview.week'))}
        </Card>
        <Card aria-labelledby="overview-export">
          <h2 id="overview-export">{t('overview.export.title')}</h2>
          <AdminExportForm from={data.sales.from} to={data.sales.to} shops={data.topShops} />
        </Card>
      </Grid>
    </>
  );
}
