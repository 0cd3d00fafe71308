import type { OrderDto } from '@torget/contract';
import { formatSek } from '@torget/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  code {
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }

  /* On a phone each order becomes a small card of label: value rows. */
  @media not ${({ theme }) => theme.wide} {
    background: transparent;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr {
      display: block;
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      margin-bottom: ${({ theme }) => theme.space(3)};
    }

    td {
      display: grid;
      grid-template-columns: 7rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      border-bottom: 0;
    }

    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/** SPEC §9: list tables show the date with the time. */
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/** SPEC §2 Order history columns: id, date, shop, total, paid, delivered; Details. */
export function OrderHistoryTable({ orders }: { orders: OrderDto[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">DATE</th>
          <th scope="col">SHOP</th>
          <th scope="col">TOTAL</th>
          <th scope="col">PAID</th>
          <th scope="col">DELIVERED</th>
          <th scope="col">ACTIONS</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <td data-label="ID">
              <code>{order._id}</code>
            </td>
            <td data-label="Date">{when(order.createdAt)}</td>
            <td data-label="Shop">{order.shopName}</td>
            <td data-label="Total">{formatSek(order.totalPrice)}</td>
            <td data-label="Paid">{order.isPaid ? when(order.paidAt) : 'No'}</td>
            <td data-label="Delivered">{order.isDelivered ? when(order.deliveredAt) : 'No'}</td>
            <td data-label="">
              <ButtonLink
                to={`/order/${order._id}`}
                $variant="secondary"
                $size="small"
                aria-label={`Details of order ${order._id}`}
              >
                Details
              </ButtonLink>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
