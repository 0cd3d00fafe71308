import { ApiError } from '@torget/contract/browser';
import { MessageBox } from '@torget/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { useCategories } from '../../lib/categories';
import { useOwnProduct } from '../../features/seller-products/api/own-product';
import { ProductEditor } from '../../features/seller-products/components/product-editor';
import { ProductSafetyForm } from '../../features/product-safety/components/product-safety-form';
import { SaleForm } from '../../features/seller-products/components/sale-form';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const Page = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

/** docs/product.md §2 /product/{id}/edit/seller (create mode: `?create=1`, right after 'Create Product'). */
export function SellerProductEditRoute() {
  const { t } = useT();
  const { id } = useParams();
  const createMode = useSearchParams()[0].get('create') === '1';
  const user = useSession()!;
  const product = useOwnProduct(id!);
  const categories = useCategories();
  usePageTitle(t(createMode ? 'productEdit.createTitle' : 'productEdit.editTitle'));

  if (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400)) {
    return <NotFound title={t('productEdit.notFound')} />;
  }
  if (!product.data) return <PageState error={product.error} />;
  return (
    <Page>
      <h1>{t(createMode ? 'productEdit.create' : 'productEdit.edit')}</h1>
      {product.data.seller._id !== user._id ? (
        <MessageBox variant="danger">{t('productEdit.otherShop')}</MessageBox>
      ) : (
        <>
          <ProductEditor
            key={product.data._id}
            product={product.data}
            createMode={createMode}
            categories={categories.data}
          />
          {!createMode && <SaleForm product={product.data} />}
          <ProductSafetyForm productId={product.data._id} />
        </>
      )}
    </Page>
  );
}
