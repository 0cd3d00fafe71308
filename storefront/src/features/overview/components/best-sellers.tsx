import type { ShopOverviewDto } from '@torget/contract';
import { Table } from '@torget/ui';
import { useT } from '../../../lib/i18n';

type Row = ShopOverviewDto['bestSellers'][number];

/** The period's best sellers: units and revenue (goods only). */
export function BestSellers({ rows }: { rows: Row[] }) {
  const { t, money } = useT();
  return (
    <Table
      caption={t('overview.bestSellers')}
      columns={[
        { header: t('overview.bestSellers.product'), cell: (row: Row) => row.name },
        { header: t('overview.bestSellers.units'), align: 'end', cell: (row: Row) => row.units },
        { header: t('overview.bestSellers.revenue'), align: 'end', cell: (row: Row) => money(row.revenue) },
      ]}
      rows={rows}
      rowKey={(row) => row.product ?? row.name}
      empty={<p>{t('overview.bestSellers.empty')}</p>}
    />
  );
}
