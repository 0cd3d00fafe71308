import type { AdminProductDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Button, Price, Table } from '@torget/ui';
import { Link, generatePath } from 'react-router-dom';
import { RowActions, ShortId } from '../../../components/list-toolbar';
import { useT } from '../../../lib/i18n';

/** The admin's product list: every shop's, its shop marked when closed; Edit and Delete, no Create (docs/product.md §2). */
export function ProductTable({
  products,
  onDelete,
}: {
  products: AdminProductDto[];
  onDelete: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <Table
      caption={t('table.products')}
      hideCaption
      rows={products}
      rowKey={(product) => product._id}
      empty={t('table.noProducts')}
      columns={[
        { header: t('table.id'), cell: (p) => <ShortId title={p._id}>{p._id.slice(0, 8)}</ShortId> },
        { header: t('table.name'), cell: (p) => p.name },
        { header: t('table.price'), align: 'end', cell: (p) => <Price amount={p.price} /> },
        { header: t('table.category'), cell: (p) => p.category },
        { header: t('table.brand'), cell: (p) => p.brand },
        {
          header: t('table.shop'),
          cell: (p) => (
            <>
              {p.seller.seller.name || '—'}
              {!p.shop_open && <em> {t('table.closed')}</em>}
            </>
          ),
        },
        {
          header: t('table.actions'),
          actions: true,
          cell: (p) => (
            <RowActions>
              <Button
                as={Link}
                to={generatePath(adminPaths.productEdit, { id: p._id })}
                $size="small"
                $variant="secondary"
                aria-label={t('table.editName', { name: p.name })}
              >
                {t('table.edit')}
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(p._id)}
                aria-label={t('table.deleteName', { name: p.name })}
              >
                {t('table.delete')}
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
