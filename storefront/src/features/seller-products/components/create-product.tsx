import { ApiError } from '@torget/contract/browser';
import { Button, MessageBox } from '@torget/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { createProduct } from '../api/product-calls';
import { announceChange } from '../../../lib/data-changed';

/**
 * docs/product.md §2/§4 'Create Product': the server creates a blank product and its edit screen opens in create mode.
 * A plan-limit refusal shows the server's message and the way to the plans.
 */
export function CreateProduct() {
  const { t } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const product = await createProduct();
      void announceChange('catalogue');
      navigate(`/product/${product._id}/edit/seller?create=1`);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  const limit = error instanceof ApiError && error.code === 'PRODUCT_LIMIT_REACHED';
  return (
    <>
      <Button onClick={create} disabled={busy}>
        {busy ? t('sellerProducts.creating') : t('sellerProducts.create')}
      </Button>
      {!!error && (
        <MessageBox variant="danger">
          {errorMessage(error)}
          {limit && (
            <>
              {' '}
              <Link to="/seller_info_2">{t('sellerProducts.plans')}</Link>
            </>
          )}
        </MessageBox>
      )}
    </>
  );
}
