import type { CountPointDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import {
  ExportForm,
  FormSelectField,
  OverviewCard,
  OverviewScreen,
  PeriodChart,
  SalesFigure,
  Table,
  wholeNumber,
  type TableColumn,
} from '@torget/ui';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { downloadMarketplaceCsv, useAdminOverview } from '../api/admin-overview';

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

/** A card with a table of shops (its first column the shop's name), named by the card's heading. */
function ShopsCard<Row extends { _id: string | null; name: string }>(props: {
  title: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  empty: string;
}) {
  const { t } = useT();
  return (
    <OverviewCard title={props.title}>
      <Table
        caption={props.title}
        hideCaption
        columns={[{ header: t('marketplace.shop'), cell: (row: Row) => row.name }, ...props.columns]}
        rows={props.rows}
        rowKey={(row) => row._id ?? row.name}
        empty={<p>{props.empty}</p>}
      />
    </OverviewCard>
  );
}

/** The marketplace at a glance: sales, top shops, orders, new customers and shops, waiting sellers, late deliveries. */
export function AdminOverview() {
  const { t, money, date } = useT();
  return (
    <OverviewScreen useOverview={useAdminOverview}>
      {(data) => (
        <>
          <OverviewCard title={t('marketplace.waiting.title', { count: data.waitingSellers.count })}>
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
          </OverviewCard>
          <ShopsCard
            title={t('marketplace.late.title')}
            columns={[
              { header: t('marketplace.late.orders'), align: 'end', cell: (row) => row.orders },
              { header: t('marketplace.late.oldest'), cell: (row) => date(row.oldestPaidAt) },
            ]}
            rows={data.lateDeliveries}
            empty={t('marketplace.late.none')}
          />
          {data.complianceGaps && data.complianceGaps.count > 0 && (
            <ShopsCard
              title={t('marketplace.gaps.title', { count: data.complianceGaps.count })}
              columns={[
                {
                  header: t('marketplace.gaps.trader'),
                  cell: (row) =>
                    row.traderDetailsMissing ? (
                      <Link to={editPath(row._id)}>{t('marketplace.gaps.traderMissing')}</Link>
                    ) : (
                      t('marketplace.gaps.traderGiven')
                    ),
                },
                {
                  header: t('marketplace.gaps.products'),
                  align: 'end',
                  cell: (row) => row.productsWithoutSafetyInfo,
                },
              ]}
              rows={data.complianceGaps.shops}
              empty=""
            />
          )}
          <OverviewCard title={t('marketplace.sales.title')}>
            <SalesFigure sales={data.sales} />
          </OverviewCard>
          <ShopsCard
            title={t('marketplace.top.title')}
            columns={[
              { header: t('overview.sales.revenue'), align: 'end', cell: (row) => money(row.revenue) },
              { header: t('overview.sales.orders'), align: 'end', cell: (row) => row.orders },
            ]}
            rows={data.topShops}
            empty={t('marketplace.nothing')}
          />
          <OverviewCard title={t('marketplace.orders.title')}>
            <Counts
              title={
                data.sales.bucket === 'week'
                  ? t('marketplace.orders.perWeek')
                  : t('marketplace.orders.perDay')
              }
              points={data.ordersPlaced}
              bucket={data.sales.bucket}
            />
          </OverviewCard>
          <OverviewCard title={t('marketplace.growth.title')}>
            <Counts title={t('marketplace.customers.perWeek')} points={data.newCustomers} bucket="week" />
            <Counts title={t('marketplace.shops.perWeek')} points={data.newShops} bucket="week" />
          </OverviewCard>
          <OverviewCard title={t('marketplace.export.title')}>
            <ExportForm
              period={data.sales}
              text={t('marketplace.export.text')}
              download={downloadMarketplaceCsv}
            >
              <FormSelectField name="seller" label={t('overview.export.shop')}>
                <option value="">{t('overview.export.allShops')}</option>
                {data.topShops.map((shop) =>
                  shop._id ? (
                    <option key={shop._id} value={shop._id}>
                      {shop.name}
                    </option>
                  ) : null,
                )}
              </FormSelectField>
            </ExportForm>
          </OverviewCard>
        </>
      )}
    </OverviewScreen>
  );
}
