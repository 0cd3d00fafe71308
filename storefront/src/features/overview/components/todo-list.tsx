import type { ShopTodoDto } from '@torget/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
  }
  strong {
    min-width: 2ch;
    text-align: end;
    font-size: 1.25rem;
  }
`;

/** What needs doing, each a count that leads to the list of those rows. */
export function TodoList({ todo }: { todo: ShopTodoDto }) {
  const { t, date } = useT();
  const items: { count: number; id: MessageId; to: string; note?: string }[] = [
    {
      count: todo.awaitingPayment,
      id: 'overview.todo.awaitingPayment',
      to: '/orderlist/seller?todo=awaiting_payment',
    },
    { count: todo.toShip, id: 'overview.todo.toShip', to: '/orderlist/seller?todo=to_ship' },
    {
      count: todo.notDelivered,
      id: 'overview.todo.notDelivered',
      to: '/orderlist/seller?todo=not_delivered',
      note: todo.oldestNotDeliveredPaidAt
        ? t('overview.todo.oldest', { date: date(todo.oldestNotDeliveredPaidAt) })
        : undefined,
    },
    { count: todo.withdrawals, id: 'overview.todo.withdrawals', to: '/orderlist/seller?todo=withdrawals' },
    { count: todo.lowStock, id: 'overview.todo.lowStock', to: '/productlist/seller?todo=low_stock' },
    { count: todo.outOfStock, id: 'overview.todo.outOfStock', to: '/productlist/seller?todo=out_of_stock' },
  ];
  // What the marketplace requires (its settings): listed only while something is missing.
  const missing = todo.traderDetailsMissing?.length ?? 0;
  if (missing) items.push({ count: missing, id: 'overview.todo.traderDetails', to: '/trader_details' });
  const unsafe = todo.productsWithoutSafetyInfo ?? 0;
  if (unsafe) items.push({ count: unsafe, id: 'overview.todo.safetyInfo', to: '/productlist/seller' });
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <strong>{item.count}</strong>
          <span>
            <Link to={item.to}>{t(item.id, { count: item.count })}</Link>
            {item.note ? ` · ${item.note}` : null}
          </span>
        </li>
      ))}
    </List>
  );
}
