import type { AdminProductDto } from '@torget/contract';
import { adminPaths } from '@torget/contract/browser';
import { Button, Price, Table } from '@torget/ui';
import { Link, generatePath } from 'react-router-dom';
import { RowActions, ShortId } from '../../../components/list-toolbar';

/** The admin's product list: every shop's, its shop marked when closed; Edit and Delete, no Create (docs/product.md §2). */
export function ProductTable({
  products,
  onDelete,
}: {
  products: AdminProductDto[];
  onDelete: (id: string) => void;
}) {
  return (
    <Table
      caption="Products"
      hideCaption
      rows={products}
      rowKey={(product) => product._id}
      empty="No Product Found"
      columns={[
        { header: 'ID', cell: (p) => <ShortId title={p._id}>{p._id.slice(0, 8)}</ShortId> },
        { header: 'Name', cell: (p) => p.name },
        { header: 'Price', align: 'end', cell: (p) => <Price amount={p.price} /> },
        { header: 'Category', cell: (p) => p.category },
        { header: 'Brand', cell: (p) => p.brand },
        {
          header: 'Shop',
          cell: (p) => (
            <>
              {p.seller.seller.name || '—'}
              {!p.shop_open && <em> (closed)</em>}
            </>
          ),
        },
        {
          header: 'Actions',
          actions: true,
          cell: (p) => (
            <RowActions>
              <Button
                as={Link}
                to={generatePath(adminPaths.productEdit, { id: p._id })}
                $size="small"
                $variant="secondary"
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </Button>
              <Button
                type="button"
                $size="small"
                $variant="danger"
                onClick={() => onDelete(p._id)}
                aria-label={`Delete ${p.name}`}
              >
                Delete
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}
