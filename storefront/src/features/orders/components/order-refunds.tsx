import type { OrderDto } from '@torget/contract';
import { Button, Card, ConfirmDialog, MessageBox, TextField } from '@torget/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { useSubmit } from '../../../lib/use-submit';
import { refundOrder } from '../api/orders';
import { useT } from '../../../lib/i18n';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** What a person typed as SEK ("100", "99,50"), or NaN. */
const parseSek = (text: string) =>
  /^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.replace(',', '.')) : NaN;

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
}: {
  order: OrderDto;
  /** The viewer is the order's shop or an admin. */
  canRefund: boolean;
  onRefunded: (order: OrderDto) => void;
}) {
  const { t, money, date } = useT();
  const [amount, setAmount] = useState(String(order.refundable));
  const [asking, setAsking] = useState(false);
  /** What is wrong with the amount typed, as shown. */
  const [invalid, setInvalid] = useState<string>();
  const [done, setDone] = useState<number>();
  const attempt = useRef<{ key: string; amount: number }>(undefined);
  const { sending, error, run } = useSubmit();

  const offered = canRefund && order.isPaid && order.refundable > 0;
  if (!order.refunds.length && !offered && done === undefined) return null;

  const value = parseSek(amount);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    if (!(value > 0)) return setInvalid(t('order.refunds.amountPositive'));
    if (value > order.refundable)
      return setInvalid(t('order.refunds.amountTooBig', { amount: money(order.refundable) }));
    setInvalid(undefined);
    setAsking(true);
  };
  const confirm = async () => {
    if (attempt.current?.amount !== value) attempt.current = { key: newIdempotencyKey(), amount: value };
    const answer = await run(() => refundOrder(order._id, value, attempt.current!.key));
    setAsking(false);
    if (!answer) return;
    attempt.current = undefined;
    setDone(value);
    setAmount(String(answer.refundable));
    onRefunded(answer);
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
      {error && <MessageBox variant="danger">{error.message}</MessageBox>}
      {offered && (
        <form onSubmit={ask} aria-label={t('order.refunds.submit')}>
          <TextField
            label={t('order.refunds.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={invalid ?? (error?.field === 'amount' ? error.message : undefined)}
          />
          <Button type="submit" $block disabled={sending}>
            {t('order.refunds.submit')}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        message={t('order.refunds.confirm', { amount: money(value), method: order.paymentMethod })}
        confirmLabel={t('order.refunds.submit')}
        busy={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
