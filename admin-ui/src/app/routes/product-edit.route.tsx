import { adminPaths } from '@torget/contract/browser';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useProduct } from '../../features/products/api/products';
import { AdminProductForm } from '../../features/products/components/product-form';
import { useT } from '../../lib/i18n';

/** docs/product.md §2 /product/{id}/edit (admin): any shop's product; Update returns to the list (docs/product.md §4). */
export function ProductEditRoute() {
  const { t } = useT();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data, error } = useProduct(id);
  return (
    <>
      <p>
        <Link to={adminPaths.productList}>{t('products.back')}</Link>
      </p>
      <h1>{t('products.edit.title')}</h1>
      {data ? (
        <>
          <p>
            {t('products.edit.shop', { shop: data.seller.seller.name || '—' })} <code>{data._id}</code>
          </p>
          <AdminProductForm key={data._id} product={data} onSaved={() => navigate(adminPaths.productList)} />
        </>
      ) : (
        <LoadState error={error} />
      )}
    </>
  );
}
