import type { OrderDto, WithdrawalDto } from '@torget/contract';
import { Button, ConfirmDialog, MessageBox, useAction } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { markWithdrawalRefundedOutside, markWithdrawalReturnReceived } from '../api/withdraw';

const Made = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

/** The shop's buttons under a withdrawal; empty for everyone else. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** What the shop is asked to confirm about one withdrawal: refunded outside Torget, or its goods are back. */
type Asking = { made: WithdrawalDto; mark: 'outside' | 'return' };

/**
 * The withdrawals made: when, what and the reason, and once its goods are back 'Retur mottagen' with the
 * date, for everyone who sees the order; for anyone but the buyer, what is still to refund for each, or
 * that it is refunded (outside Torget, with the date). The order's shop marks 'Retur mottagen' when the
 * goods come back (the refund box then suggests refunding them) and, where Torget cannot refund the
 * payment (a method it marks paid itself, e.g. manual Swish), says it paid a withdrawal back outside
 * Torget; each after a confirm question, since neither can be taken back.
 */
export function WithdrawalsMade({
  order,
  isBuyer,
  isShop,
  onChanged,
}: {
  order: OrderDto;
  isBuyer: boolean;
  isShop: boolean;
  onChanged: (order: OrderDto) => void;
}) {
  const { t, date, money } = useT();
  const [asking, setAsking] = useState<Asking>();
  const action = useAction();

  const mark = async ({ made, mark: what }: Asking) => {
    const answer = await action.run(() =>
      what === 'outside'
        ? markWithdrawalRefundedOutside(order._id, made._id)
        : markWithdrawalReturnReceived(order._id, made._id),
    );
    setAsking(undefined);
    if (answer) onChanged(answer);
  };

  /** Where the withdrawal's refund stands, as the shop and admins see it. */
  const refundState = (made: WithdrawalDto) => {
    if (made.refundedOutside)
      return t('withdrawal.refundedOutside', { date: date(made.refundedOutside, 'long') });
    if (made.toRefund === 0) return t('withdrawal.refunded');
    return t('withdrawal.toRefund', { amount: money(made.toRefund) });
  };

  return (
    <>
      <Made aria-label={t('withdrawal.madeLabel')}>
        {order.withdrawal.made.map((made) => (
          <li key={made._id}>
            {/* Describes the buttons below: each withdrawal has its own 'Retur mottagen'. */}
            <strong id={`withdrawal-${made._id}`}>
              {t('withdrawal.madeAt', { date: date(made.date, 'dateTime') })}
            </strong>
            <p>
              {made.items.map((item) => t('withdrawal.item', { name: item.name, qty: item.qty })).join(', ')}
            </p>
            {made.reason && <p>{t('withdrawal.reasonGiven', { reason: made.reason })}</p>}
            {made.returnReceived && (
              <p>{t('withdrawal.returnReceived', { date: date(made.returnReceived, 'long') })}</p>
            )}
            {!isBuyer && <p>{refundState(made)}</p>}
            <Actions>
              {isShop && !made.returnReceived && (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-describedby={`withdrawal-${made._id}`}
                  onClick={() => setAsking({ made, mark: 'return' })}
                >
                  {t('withdrawal.markReturnReceived')}
                </Button>
              )}
              {isShop && made.toRefund > 0 && order.refundable === 0 && (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-describedby={`withdrawal-${made._id}`}
                  onClick={() => setAsking({ made, mark: 'outside' })}
                >
                  {t('withdrawal.markOutside')}
                </Button>
              )}
            </Actions>
          </li>
        ))}
      </Made>
      {action.error && <MessageBox variant="danger">{action.error}</MessageBox>}
      <ConfirmDialog
        open={asking !== undefined}
        message={
          asking?.mark === 'return'
            ? t('withdrawal.markReturnReceivedConfirm')
            : t('withdrawal.markOutsideConfirm', { amount: money(asking?.made.toRefund ?? 0) })
        }
        confirmLabel={t(
          asking?.mark === 'return' ? 'withdrawal.markReturnReceived' : 'withdrawal.markOutside',
        )}
        busy={action.sending}
        onConfirm={() => asking && void mark(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
