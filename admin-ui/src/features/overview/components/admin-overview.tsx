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
      empty={t('marketplace.nothing')}
      height={160}
    />
  );
  return (
    <>
      <Periods role="group" aria-label={t('marketplace.period')}>
        {(['month', 'year'] as const).map((option) => (
          <Period
            key={option}
            type="button"
            $active={range === option}
            aria-pressed={range === option}
            onClick={() => setRange(option)}
          >
            {option === 'month' ? t('marketplace.period.month') : t('marketplace.period.year')}
          </Period>
        ))}
      </Periods>
      <Grid>
        <Card aria-labelledby="overview-waiting">
          <h2 id="overview-waiting">
            {t('marketplace.waiting.title', { count: data.waitingSellers.count })}
          </h2>
          {data.waitingSellers.count === 0 ? (
            <p>{t('marketplace.waiting.none')}</p>
          ) : (
            <ol>
              {data.waitingSellers.oldest.map((seller) => (
                <li key={seller._id}>
                  <Link to={editPath(seller._id)}>{seller.shopName || seller.name}</Link> ·{' '}
                  {t('marketplace.waiting.since', { name: seller.name, date: date(seller.appliedAt) })}
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card aria-labelledby="overview-late">
          <h2 id="overview-late">{t('marketplace.late.title')}</h2>
          <Table
            caption={t('marketplace.late.title')}
            hideCaption
            columns={[
              { header: t('marketplace.shop'), cell: (row: Late) => row.name },
              { header: t('marketplace.late.orders'), align: 'end', cell: (row: Late) => row.orders },
              { header: t('marketplace.late.oldest'), cell: (row: Late) => date(row.oldestPaidAt) },
            ]}
            rows={data.lateDeliveries}
            rowKey={(row) => row._id ?? row.name}
            empty={<p>{t('marketplace.late.none')}</p>}
          />
        </Card>
        <Card aria-labelledby="overview-sales">
          <h2 id="overview-sales">{t('marketplace.sales.title')}</h2>
          <p>
            {t('marketplace.sales.totals', {
              revenue: money(data.sales.totals.revenue),
              orders: data.sales.totals.orders,
            })}
          </p>
          <Chart
            title={week ? t('marketplace.sales.perWeek') : t('marketplace.sales.perDay')}
            labelHeader={week ? t('marketplace.week') : t('marketplace.day')}
            label={(p: SalesPoint) => day(p.date)}
            points={data.sales.points}
            series={[
              {
                label: t('marketplace.sales.revenue'),
                kind: 'bar',
                value: (p: SalesPoint) => p.revenue,
                format: money,
              },
              {
                label: t('marketplace.sales.orders'),
                kind: 'line',
                axis: 'right',
                value: (p: SalesPoint) => p.orders,
                format: (v) => String(Math.round(v)),
              },
            ]}
            empty={t('marketplace.nothing')}
          />
        </Card>
        <Card aria-labelledby="overview-top">
          <h2 id="overview-top">{t('marketplace.top.title')}</h2>
          <Table
            caption={t('marketplace.top.title')}
            hideCaption
            columns={[
              { header: t('marketplace.shop'), cell: (row: Shop) => row.name },
              {
                header: t('marketplace.sales.revenue'),
                align: 'end',
                cell: (row: Shop) => money(row.revenue),
              },
              { header: t('marketplace.sales.orders'), align: 'end', cell: (row: Shop) => row.orders },
            ]}
            rows={data.topShops}
            rowKey={(row) => row._id ?? row.name}
            empty={<p>{t('marketplace.nothing')}</p>}
          />
        </Card>
        <Card aria-labelledby="overview-orders">
          <h2 id="overview-orders">{t('marketplace.orders.title')}</h2>
          {counts(
            week ? t('marketplace.orders.perWeek') : t('marketplace.orders.perDay'),
            data.ordersPlaced,
            week ? t('marketplace.week') : t('marketplace.day'),
          )}
        </Card>
        <Card aria-labelledby="overview-growth">
          <h2 id="overview-growth">{t('marketplace.growth.title')}</h2>
          {counts(t('marketplace.customers.perWeek'), data.newCustomers, t('marketplace.week'))}
          {counts(t('marketplace.shops.perWeek'), data.newShops, t('marketplace.week'))}
        </Card>
        <Card aria-labelledby="overview-export">
          <h2 id="overview-export">{t('marketplace.export.title')}</h2>
          <AdminExportForm from={data.sales.from} to={data.sales.to} shops={data.topShops} />
        </Card>
      </Grid>
    </>
  );
}
