import type { ProductDto } from '@torget/contract';
import { Button, Price, Table } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';

/** docs/product.md §2 seller product list: one row per product with Edit and Delete. */
export function ProductTable({
  products,
  onDelete,
  deleting,
}: {
  products: ProductDto[];
  onDelete: (product: ProductDto) => void;
  deleting: string | null;
}) {
  return (
    <Table
      caption="Your products"
      hideCaption
      rows={products}
      rowKey={(product) => product._id}
      columns={[
        { header: 'ID', cell: (product) => <code title={product._id}>{product._id.slice(0, 8)}</code> },
        { header: 'Name', cell: (product) => product.name },
        { header: 'Price', align: 'end', cell: (product) => <Price amount={product.price} /> },
        { header: 'Stock', align: 'end', cell: (product) => product.countInStock },
        { header: 'Category', cell: (product) => product.category },
        { header: 'Brand', cell: (product) => product.brand },
        {
          header: 'Actions',
          actions: true,
          cell: (product) => (
            <>
              <ButtonLink
                to={`/product/${product._id}/edit/seller`}
                $size="small"
                $variant="secondary"
                aria-label={`Edit ${product.name}`}
              >
                Edit
              </ButtonLink>
              <Button
                $size="small"
                $variant="danger"
                onClick={() => onDelete(product)}
                disabled={deleting === product._id}
                aria-label={`Delete ${product.name}`}
              >
                Delete
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
