import type { OrderDto } from '@torget/contract';
import styled from 'styled-components';
import { useUiT } from '../i18n/ui-messages';

const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  /* Wraps in a phone's narrow card rather than widening the page (the admin's list at 320 px). */
  overflow-wrap: anywhere;
`;

/**
 * The order's latest withdrawal (the right of withdrawal), as a badge with its date, for the shop's and
 * the admins' order lists; nothing for an order no one withdrew from.
 */
export function WithdrawalBadge({ order }: { order: Pick<OrderDto, 'withdrawal'> }) {
  const { t, date } = useUiT();
  const latest = order.withdrawal.made.at(-1);
  if (!latest) return null;
  return <Badge>{t('withdrawal.badge', { date: date(latest.date) })}</Badge>;
}
