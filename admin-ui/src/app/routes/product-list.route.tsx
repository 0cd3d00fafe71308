import { adminPaths } from '@torget/contract/browser';
import { generatePath, useParams } from 'react-router-dom';
import { PagedList } from '../../components/paged-list';
import { useReasonsFlow } from '../../components/reasons-dialog';
import { restrict } from '../../features/notices/api/notices';
import { useAdminProducts } from '../../features/products/api/products';
import { ProductTable } from '../../features/products/components/product-table';
import { useT } from '../../lib/i18n';

const pageHref = (n: number) =>
  n === 1 ? adminPaths.productList : generatePath(adminPaths.productListPage, { pageNumber: String(n) });

/** docs/product.md §2 /productlist and /productlist/pageNumber/{n}: all products of every shop, 50 a page. */
export function ProductListRoute() {
  const { t } = useT();
  const pageNumber = Math.max(1, Number(useParams().pageNumber) || 1);
  const { data, error, mutate } = useAdminProducts({ pageNumber });
  // Removing a shop's product restricts its seller: always with a statement of reasons (docs/notices.md).
  const deletion = useReasonsFlow({
    restrict: (id, reasons) => restrict({ kind: 'remove_listing', target_id: id, reasons }),
    title: t('common.delete.question'),
    confirmLabel: t('common.delete'),
    success: t('products.deleted'),
    reload: mutate,
  });
  return (
    <>
      <h1>{t('products.title')}</h1>
      {deletion.notice}
      <PagedList
        data={data}
        error={error}
        count={(total) => t('products.count', { count: total })}
        hrefFor={pageHref}
      >
        {(page) => <ProductTable products={page.products} onDelete={(id) => void deletion.ask(id)} />}
      </PagedList>
      {deletion.dialog}
    </>
  );
}
