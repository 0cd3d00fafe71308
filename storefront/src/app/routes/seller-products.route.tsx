import type { ProductDto } from '@torget/contract';
import { isStockTodo } from '@torget/contract/browser';
import { MessageBox, Pagination, useConfirm } from '@torget/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../../components/page-state';
import { deleteProduct } from '../../features/seller-products/api/product-calls';
import { useOwnProducts, useStockTodoProducts } from '../../features/seller-products/api/own-products';
import { CreateProduct } from '../../features/seller-products/components/create-product';
import { ProductTable } from '../../features/seller-products/components/product-table';
import { announceChange } from '../../lib/data-changed';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
  }

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: end;
  }
`;

/**
 * docs/product.md §2 /productlist/seller(/pageNumber/{n}): the seller's own products, 50 a page; with
 * ?todo= (the overview's stock links) only those low on or out of stock, filtered by the server.
 */
export function SellerProductsRoute() {
  const { t } = useT();
  const user = useSession()!;
  const page = Math.max(1, Math.floor(Number(useParams().pageNumber)) || 1);
  const todo = useSearchParams()[0].get('todo');
  const only = isStockTodo(todo) ? todo : undefined;
  const listed = useOwnProducts(only ? null : user._id, page);
  const filtered = useStockTodoProducts(only, page);
  const products = only ? filtered : listed;
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  usePageTitle(t('sellerProducts.pageTitle'));

  const remove = async (product: ProductDto) => {
    if (!(await confirm())) return;
    setDeleting(product._id);
    setError(null);
    try {
      await deleteProduct(product._id);
      await announceChange('catalogue');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Top>
        <h1>{t('sellerProducts.heading')}</h1>
        <div>
          <CreateProduct />
          <Link to="/productlist/seller/import">{t('productImport.link')}</Link>
        </div>
      </Top>
      {only && (
        <p>
          {t(`sellerProducts.todo.${only}`)}{' '}
          <Link to="/productlist/seller">{t('sellerProducts.todo.all')}</Link>
        </p>
      )}
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      {dialog}
      {!products.data ? (
        <PageState error={products.error} generic />
      ) : products.data.products.length === 0 ? (
        <MessageBox>{t(only ? 'sellerProducts.todo.none' : 'sellerProducts.none')}</MessageBox>
      ) : (
        <>
          <ProductTable products={products.data.products} onDelete={remove} deleting={deleting} />
          <Pagination
            page={products.data.page}
            pages={products.data.pages}
            hrefFor={(n) => `/productlist/seller/pageNumber/${n}${only ? `?todo=${only}` : ''}`}
            linkAs={Link}
          />
        </>
      )}
    </>
  );
}
