import type { ProductDto } from '@torget/contract';
import { Button, Price, Table } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';
import { useT } from '../../../lib/i18n';

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
  const { t } = useT();
  return (
    <Table
      caption={t('sellerProducts.caption')}
      hideCaption
      rows={products}
      rowKey={(product) => product._id}
      columns={[
        {
          header: t('sellerProducts.column.id'),
          cell: (product) => <code title={product._id}>{product._id.slice(0, 8)}</code>,
        },
        { header: t('sellerProducts.column.name'), cell: (product) => product.name },
        {
          header: t('sellerProducts.column.price'),
          align: 'end',
          cell: (product) => <Price amount={product.price} />,
        },
        { header: t('sellerProducts.column.stock'), align: 'end', cell: (product) => product.countInStock },
        { header: t('sellerProducts.column.category'), cell: (product) => product.category },
        { header: t('sellerProducts.column.brand'), cell: (product) => product.brand },
        {
          header: t('sellerProducts.column.actions'),
          actions: true,
          cell: (product) => (
            <>
              <ButtonLink
                to={`/product/${product._id}/edit/seller`}
                $size="small"
                $variant="secondary"
                aria-label={t('sellerProducts.editOf', { name: product.name })}
              >
                {t('sellerProducts.edit')}
              </ButtonLink>
              <Button
                $size="small"
                $variant="danger"
                onClick={() => onDelete(product)}
                disabled={deleting === product._id}
                aria-label={t('sellerProducts.deleteOf', { name: product.name })}
              >
                {t('common.delete')}
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
