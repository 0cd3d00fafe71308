import type { OrderDto } from '@torget/contract';
import { Button, Checkbox, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSubmit } from '../../../lib/use-submit';
import { updateOrderStatus } from '../api/orders';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

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
  const [paid, setPaid] = useState(order.isPaid);
  const [paidDate, setPaidDate] = useState(day(order.paidAt));
  const [delivered, setDelivered] = useState(order.isDelivered);
  const [deliveredDate, setDeliveredDate] = useState(day(order.deliveredAt));
  const [problems, setProblems] = useState<{ paid?: string; delivered?: string }>({});
  const [updated, setUpdated] = useState(false);
  const { sending, error, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      paid: canMarkPaid && paid && !paidDate ? 'Please enter the payment date.' : undefined,
      delivered: delivered && !deliveredDate ? 'Please enter the delivery date.' : undefined,
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
    <form onSubmit={submit} aria-label="Update order">
      {canMarkPaid && (
        <Row>
          {/* A paid order stays paid (docs/product.md §4): the way back is a refund. */}
          <Checkbox
            label="Paid"
            checked={paid}
            disabled={order.isPaid}
            onChange={(event) => setPaid(event.target.checked)}
          />
          <TextField
            label="Paid date"
            type="date"
            value={paidDate}
            disabled={!paid || order.isPaid}
            onChange={(event) => setPaidDate(event.target.value)}
            error={problems.paid}
          />
        </Row>
      )}
      <Row>
        <Checkbox
          label="Delivered"
          checked={delivered}
          onChange={(event) => setDelivered(event.target.checked)}
        />
        <TextField
          label="Delivered date"
          type="date"
          value={deliveredDate}
          disabled={!delivered}
          onChange={(event) => setDeliveredDate(event.target.value)}
          error={problems.delivered}
        />
      </Row>
      {error && <MessageBox variant="danger">{error.message}</MessageBox>}
      {updated && <MessageBox variant="success">Order was updated.</MessageBox>}
      <Button type="submit" $block disabled={sending}>
        Update
      </Button>
    </form>
  );
}
