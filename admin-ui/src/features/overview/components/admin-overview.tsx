import type { AdminOverviewDto, CountPointDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import {
  Card,
  ExportForm,
  FormSelectField,
  OverviewScreen,
  PeriodChart,
  SalesFigure,
  Table,
  wholeNumber,
} from '@torget/ui';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { downloadMarketplaceCsv, useAdminOverview } from '../api/admin-overview';

type Shop = AdminOverviewDto['topShops'][number];
type Late = AdminOverviewDto['lateDeliveries'][number];

const editPath = (id: string) => adminPaths.userEdit.replace(':id', id);

/** Things counted per day or week (orders placed, new accounts, new shops) as bars. */
function Counts({
  title,
  points,
  bucket,
}: {
  title: string;
  points: CountPointDto[];
  bucket: 'day' | 'week';
}) {
  const { t } = useT();
  return (
    <PeriodChart
      title={title}
      bucket={bucket}
      points={points}
      series={[{ label: title, kind: 'bar', value: (p: CountPointDto) => p.count, format: wholeNumber }]}
      empty={t('marketplace.nothing')}
      height={160}
    />
  );
}

/** The marketplace at a glance: sales, top shops, orders, new customers and shops, waiting sellers, late deliveries. */
export function AdminOverview() {
  const { t, money, date } = useT();
  return (
    <OverviewScreen useOverview={useAdminOverview}>
      {(data) => (
        <>
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
            <SalesFigure sales={data.sales} />
          </Card>
          <Card aria-labelledby="overview-top">
            <h2 id="overview-top">{t('marketplace.top.title')}</h2>
            <Table
              caption={t('marketplace.top.title')}
              hideCaption
              columns={[
                { header: t('marketplace.shop'), cell: (row: Shop) => row.name },
                {
                  header: t('overview.sales.revenue'),
                  align: 'end',
                  cell: (row: Shop) => money(row.revenue),
                },
                { header: t('overview.sales.orders'), align: 'end', cell: (row: Shop) => row.orders },
              ]}
              rows={data.topShops}
              rowKey={(row) => row._id ?? row.name}
              empty={<p>{t('marketplace.nothing')}</p>}
            />
          </Card>
          <Card aria-labelledby="overview-orders">
            <h2 id="overview-orders">{t('marketplace.orders.title')}</h2>
            <Counts
              title={
                data.sales.bucket === 'week'
                  ? t('marketplace.orders.perWeek')
                  : t('marketplace.orders.perDay')
              }
              points={data.ordersPlaced}
              bucket={data.sales.bucket}
            />
          </Card>
          <Card aria-labelledby="overview-growth">
            <h2 id="overview-growth">{t('marketplace.growth.title')}</h2>
            <Counts title={t('marketplace.customers.perWeek')} points={data.newCustomers} bucket="week" />
            <Counts title={t('marketplace.shops.perWeek')} points={data.newShops} bucket="week" />
          </Card>
          <Card aria-labelledby="overview-export">
            <h2 id="overview-export">{t('marketplace.export.title')}</h2>
            <ExportForm
              from={data.sales.from}
              to={data.sales.to}
              text={t('marketplace.export.text')}
              download={downloadMarketplaceCsv}
            >
              <FormSelectField name="seller" label={t('marketplace.shop')}>
                <option value="">{t('marketplace.export.allShops')}</option>
                {data.topShops.map((shop) =>
                  shop._id ? (
                    <option key={shop._id} value={shop._id}>
                      {shop.name}
                    </option>
                  ) : null,
                )}
              </FormSelectField>
            </ExportForm>
          </Card>
        </>
      )}
    </OverviewScreen>
  );
}
