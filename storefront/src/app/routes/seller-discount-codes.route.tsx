import type { DiscountCodeDto } from '@torget/contract';
import { ConfirmDialog, MessageBox } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageState } from '../../components/page-state';
import {
  pauseDiscountCode,
  removeDiscountCode,
  useDiscountCodes,
} from '../../features/discount-codes/api/discount-codes';
import { DiscountCodeForm } from '../../features/discount-codes/components/discount-code-form';
import { DiscountCodeList } from '../../features/discount-codes/components/discount-code-list';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The shop's discount codes ("Rabattkoder"): make one, see how each was used, pause or delete it. */
export function SellerDiscountCodesRoute() {
  const { t } = useT();
  usePageTitle(t('discountCodes.pageTitle'));
  const codes = useDiscountCodes();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<DiscountCodeDto | null>(null);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await codes.mutate();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <h1>{t('discountCodes.heading')}</h1>
      <DiscountCodeForm onCreated={() => void codes.mutate()} />
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      {codes.data ? (
        <DiscountCodeList
          codes={codes.data}
          busy={busy}
          onPause={(code) => void act(() => pauseDiscountCode(code._id, !code.paused))}
          onRemove={setRemoving}
        />
      ) : (
        <PageState error={codes.error} />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={t('discountCodes.removeQuestion', { code: removing?.code ?? '' })}
        confirmLabel={t('discountCodes.remove')}
        busy={busy}
        onConfirm={() =>
          void act(async () => {
            await removeDiscountCode(removing!._id);
            setRemoving(null);
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
