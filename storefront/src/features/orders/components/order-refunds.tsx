import type { OrderDto } from '@torget/contract';
import { sekAmountProblem, sekFromText } from '@torget/contract/browser';
import {
  Button,
  Card,
  ConfirmDialog,
  Form,
  FormError,
  FormTextField,
  MessageBox,
  useApiForm,
} from '@torget/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { refundOrder } from '../api/orders';
import { useT } from '../../../lib/i18n';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * The order's refunds, for everyone who sees the order; for its shop or an admin, while something is left
 * to refund through the order's payment method (`order.refundable`), a Refund box: the amount prefilled
 * with what is left, a confirm question, then the server's answer. One Idempotency-Key per attempt is
 * kept until it succeeds, so pressing Refund again after an error cannot refund twice.
 */
export function OrderRefunds({
  order,
  canRefund,
  onRefunded,
  suggested = 0,
  suggestedFor = 'withdrawn',
}: {
  order: OrderDto;
  /** The viewer is the order's shop or an admin. */
  canRefund: boolean;
  onRefunded: (order: OrderDto) => void;
  /** What the buyer's withdrawals come to (items and their shipping), not yet refunded: prefilled instead. */
  suggested?: number;
  /** Whether `suggested` is for all withdrawals or for those whose goods are back ('Retur mottagen'). */
  suggestedFor?: 'withdrawn' | 'returned';
}) {
  const { t, money, date } = useT();
  const form = useApiForm<{ amount: string }>({
    defaultValues: { amount: String(suggested || order.refundable) },
  });
  /** The amount the confirm question asks about, while it is open. */
  const [asking, setAsking] = useState<number>();
  const [done, setDone] = useState<number>();
  const attempt = useRef<{ key: string; amount: number }>(undefined);

  const offered = canRefund && order.isPaid && order.refundable > 0;
  if (!order.refunds.length && !offered && done === undefined) return null;

  /** The contract's SEK rule (as the server checks it), then more than 0 and at most what is left. */
  const checkAmount = (text: string) => {
    const value = sekFromText(text);
    if (sekAmountProblem(text) === 'tooHigh' || value > order.refundable)
      return t('order.refunds.amountTooBig', { amount: money(order.refundable) });
    if (sekAmountProblem(text) || !(value > 0)) return t('order.refunds.amountPositive');
    return true;
  };
  const ask = ({ amount }: { amount: string }) => {
    setDone(undefined);
    setAsking(sekFromText(amount));
  };
  const refund = async ({ amount }: { amount: string }) => {
    const value = sekFromText(amount);
    if (attempt.current?.amount !== value) attempt.current = { key: newIdempotencyKey(), amount: value };
    try {
      const answer = await refundOrder(order._id, value, attempt.current.key);
      attempt.current = undefined;
      setDone(value);
      form.reset({ amount: String(answer.refundable) });
      onRefunded(answer);
    } finally {
      setAsking(undefined);
    }
  };

  return (
    <Card aria-labelledby="refunds">
      <h2 id="refunds">{t('order.refunds.heading')}</h2>
      {order.refunds.length > 0 && (
        <List>
          {order.refunds.map((refund, index) => (
            <li key={`${refund.date}-${index}`}>
              {t(refund.status === 'pending' ? 'order.refunds.linePending' : 'order.refunds.line', {
                amount: money(refund.amount),
                date: date(refund.date),
              })}
            </li>
          ))}
        </List>
      )}
      {done !== undefined && (
        <MessageBox variant="success">{t('order.refunds.done', { amount: money(done) })}</MessageBox>
      )}
      {offered && (
        <Form form={form} onSubmit={ask} noValidate aria-label={t('order.refunds.submit')}>
          <FormError />
          <FormTextField
            name="amount"
            label={t('order.refunds.amount')}
            hint={
              suggested
                ? t(
                    suggestedFor === 'returned'
                      ? 'order.refunds.returnedHint'
                      : 'order.refunds.withdrawnHint',
                    {
                      amount: money(suggested),
                    },
                  )
                : undefined
            }
            inputMode="decimal"
            rules={{ validate: checkAmount }}
          />
          <Button type="submit" $block disabled={form.sending}>
            {t('order.refunds.submit')}
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        message={t('order.refunds.confirm', { amount: money(asking ?? 0), method: order.paymentMethod })}
        confirmLabel={t('order.refunds.submit')}
        busy={form.sending}
        onConfirm={() => void form.submit(refund)()}
        onCancel={() => setAsking(undefined)}
      />
    </Card>
  );
}
