import type { OrderDto, PaymentStart } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import { Button } from '@torget/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { KeyedMutator } from 'swr';
import { errorMessage } from '../../../../lib/error-message';
import { useT } from '../../../../lib/i18n';
import { startPayment, usePaymentStatus } from '../../api/payments';
import type { NextAction } from '../../lib/next-action';
import { AppSwitchPayment } from './app-switch-payment';

/** Past this the page stops asking and offers a new request (Swish itself gives up after 3 minutes). */
export const PAYMENT_WAIT_MS = 5 * 60_000;

const Notice = styled.p<{ $tone: 'info' | 'danger' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
`;

interface Props {
  order: OrderDto;
  action: Extract<NextAction, { kind: 'app_switch' | 'await_approval' }>;
  start: { data?: PaymentStart; mutate: KeyedMutator<PaymentStart> };
  onPaid: (order: OrderDto) => void;
  onReload: () => void;
}

/**
 * A payment the provider confirms on its own (Swish Handel): the way to pay, then the wait, with the page
 * asking the server every few seconds — it asks the provider — until the payment is paid (the order is
 * shown paid at once) or ended unpaid (why, in words, and "Try again", which makes a new request).
 * Changes are announced: the status sits in a live region that is always there.
 */
export function ProviderWait({ order, action, start, onPaid, onReload }: Props) {
  const { t } = useT();
  const method = start.data?.method ?? order.paymentMethod;
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [payerError, setPayerError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(-1);
  const timedOut = expired === attempt;
  const status = usePaymentStatus(order._id, attempt, !sending && !timedOut && !problem);
  const answer = status.data;

  useEffect(() => {
    const timer = setTimeout(() => setExpired(attempt), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);
  useEffect(() => {
    if (answer?.state === 'paid') onPaid(answer.order);
    if (answer?.state === 'already_paid') onReload();
  }, [answer, onPaid, onReload]);

  /** A new request at the provider: to the payer's number when given, else a new app token. */
  const request = async (payer?: string) => {
    setSending(true);
    setProblem(null);
    let refused: string | null = null;
    try {
      let next: PaymentStart;
      try {
        next = await startPayment(order._id, payer);
      } catch (error) {
        const aboutPayer =
          error instanceof ApiError && (error.code === 'PAYMENT_BAD_INPUT' || error.field === 'payer');
        if (!payer || !aboutPayer) throw error;
        refused = error.message;
        // The refused request withdrew the open app token: a fresh one keeps the link and the code good.
        next = await startPayment(order._id);
      }
      await start.mutate(next, { revalidate: false });
      setAttempt((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_PAID') onReload();
      else setProblem(errorMessage(error));
    } finally {
      setPayerError(refused);
      setSending(false);
    }
  };

  const ended = problem ?? (answer?.state === 'failed' ? answer.message : null);
  const shown = ended ?? (timedOut ? t('order.pay.noAnswer', { method }) : null);
  return (
    <>
      <div role="status" aria-live="polite">
        {shown ? (
          <Notice $tone="danger">{shown}</Notice>
        ) : (
          action.kind === 'await_approval' && <Notice $tone="info">{action.message}</Notice>
        )}
      </div>
      {shown ? (
        <Button type="button" $block disabled={sending} onClick={() => void request()}>
          {t('common.tryAgain')}
        </Button>
      ) : (
        action.kind === 'app_switch' && (
          <AppSwitchPayment
            action={action}
            method={method}
            sending={sending}
            payerError={payerError}
            onPayer={(payer) => void request(payer)}
          />
        )
      )}
    </>
  );
}
