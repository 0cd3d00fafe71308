import type { OrderDto } from '@torget/contract';
import { Button, Checkbox, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import { useSubmit } from '../../../lib/use-submit';
import { updateOrderStatus } from '../api/orders';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/**
 * docs/product.md §2/§5 the seller's update form: Paid and Delivered, each date enabled only when its box is checked;
 * a checked box without a date is refused here with the spec's message.
 */
export function OrderStatusForm({
  order,
  canMarkPaid,
  onUpdated,
}: {
  order: OrderDto;
  canMarkPaid: boolean;
  onUpdated: (order: OrderDto) => void;
}) {
  const { t, date } = useT();
  const [paid, setPaid] = useState(order.isPaid);
  // The date inputs' value is YYYY-MM-DD: the day in Stockholm, as the 'date' style writes it.
  const [paidDate, setPaidDate] = useState(date(order.paidAt));
  const [delivered, setDelivered] = useState(order.isDelivered);
  const [deliveredDate, setDeliveredDate] = useState(date(order.deliveredAt));
  const [problems, setProblems] = useState<{ paid?: MessageId; delivered?: MessageId }>({});
  const [updated, setUpdated] = useState(false);
  const { sending, error, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      paid: canMarkPaid && paid && !paidDate ? ('order.update.paidDateRequired' as const) : undefined,
      delivered: delivered && !deliveredDate ? ('order.update.deliveredDateRequired' as const) : undefined,
    };
    setProblems(found);
    setUpdated(false);
    if (found.paid || found.delivered) return;
    const answer = await run(() =>
      updateOrderStatus(order._id, {
        ...(canMarkPaid ? { is_paid: paid, paid_date: paid ? paidDate : null } : {}),
        is_delivered: delivered,
        delivered_date: delivered ? deliveredDate : null,
      }),
    );
    if (!answer) return;
    setUpdated(true);
    onUpdated(answer);
  };

  return (
    <form onSubmit={submit} aria-label={t('order.update.heading')}>
      {canMarkPaid && (
        <Row>
          {/* A paid order stays paid (docs/product.md §4): the way back is a refund. */}
          <Checkbox
            label={t('order.update.paid')}
            checked={paid}
            disabled={order.isPaid}
            onChange={(event) => setPaid(event.target.checked)}
          />
          <TextField
            label={t('order.update.paidDate')}
            type="date"
            value={paidDate}
            disabled={!paid || order.isPaid}
            onChange={(event) => setPaidDate(event.target.value)}
            error={problems.paid && t(problems.paid)}
          />
        </Row>
      )}
      <Row>
        <Checkbox
          label={t('order.update.delivered')}
          checked={delivered}
          onChange={(event) => setDelivered(event.target.checked)}
        />
        <TextField
          label={t('order.update.deliveredDate')}
          type="date"
          value={deliveredDate}
          disabled={!delivered}
          onChange={(event) => setDeliveredDate(event.target.value)}
          error={problems.delivered && t(problems.delivered)}
        />
      </Row>
      {error && <MessageBox variant="danger">{error.message}</MessageBox>}
      {updated && <MessageBox variant="success">{t('order.update.done')}</MessageBox>}
      <Button type="submit" $block disabled={sending}>
        {t('common.update')}
      </Button>
    </form>
  );
}
