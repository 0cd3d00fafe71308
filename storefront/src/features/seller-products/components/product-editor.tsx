import type { ProductDto } from '@torget/contract';
import { Button, Card, MessageBox, ProductForm, type ProductFormValues } from '@torget/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';
import { announceChange } from '../../../lib/data-changed';
import { T, useT } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload-image';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { deleteProduct, updateProduct } from '../api/product-calls';

const Leave = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * docs/product.md §2 product edit for a seller. In create mode the product was just created blank by the server: it is
 * only kept once Update succeeds. Cancel deletes it, and leaving for another page asks first and deletes it;
 * closing the tab gets the browser's own "leave site?" question.
 */
export function ProductEditor({
  product,
  createMode,
  categories,
}: {
  product: ProductDto;
  createMode: boolean;
  categories?: string[];
}) {
  const { t } = useT();
  const navigate = useNavigate();
  // Read at the click (a ref, not state: the navigation right after saving must not be held).
  const settled = useRef(!createMode);
  const leave = useLeaveGuard(() => !settled.current);

  const save = async (values: ProductFormValues) => {
    await updateProduct(product._id, values);
    settled.current = true;
    void announceChange('catalogue');
    navigate('/productlist/seller');
  };

  /** Drops the blank product; if that fails it stays in the list, where the seller can delete it. */
  const discard = async () => {
    settled.current = true;
    await deleteProduct(product._id).catch(() => undefined);
    void announceChange('catalogue');
  };

  return (
    <Card>
      {leave.blocked && (
        <Leave role="alertdialog" aria-labelledby="leave-title">
          <MessageBox>
            <T id="productEdit.leave" components={{ 0: <strong id="leave-title" /> }} />
          </MessageBox>
          <div>
            <Button
              $variant="danger"
              onClick={async () => {
                await discard();
                leave.proceed();
              }}
            >
              {t('productEdit.deleteAndLeave')}
            </Button>
            <Button $variant="secondary" onClick={leave.stay}>
              {t('productEdit.keepEditing')}
            </Button>
          </div>
        </Leave>
      )}
      <ProductForm
        product={createMode ? { ...product, name: '' } : product}
        onSubmit={save}
        upload={uploadImage}
        categories={categories}
        actions={
          createMode ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={async () => {
                await discard();
                navigate('/productlist/seller');
              }}
            >
              {t('productEdit.cancel')}
            </Button>
          ) : (
            <ButtonLink to="/productlist/seller" $variant="secondary">
              {t('productEdit.back')}
            </ButtonLink>
          )
        }
      />
    </Card>
  );
}
