import { Card } from '@torget/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { sizedImage } from '../product/sized-image';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* The line's sum: under the name on a phone, at the end of the row on wider screens. */
  li > span:last-child {
    grid-column: 2;
  }

  @media ${({ theme }) => theme.wide} {
    li {
      grid-template-columns: 48px minmax(0, 1fr) auto;
    }

    li > span:last-child {
      grid-column: auto;
    }
  }

  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** One line of an order or of the cart about to become one; `product` is null once the product is deleted. */
export interface OrderSummaryLine {
  product: string | null;
  name: string;
  image: string;
  qty: number;
  price: number;
  /** The size, colour… sold ("Storlek M, Färg Grå"); empty or absent without one. */
  variantLabel?: string;
  variant?: string | null;
}

export interface OrderSummaryProps {
  address: { fullName: string; address: string; city: string; postalCode: string; country: string };
  method: string;
  lines: OrderSummaryLine[];
  /** Under the address: the delivery status, or a way to change the address. */
  shipping?: ReactNode;
  /** Under the method: the payment status, or a way to change the method. */
  payment?: ReactNode;
  /** Above the lines (the shop the order is from). */
  itemsNote?: ReactNode;
}

/**
 * docs/product.md §2 the order as the place-order screen and the order page both show it: shipping, payment and the items,
 * each line with its quantity, price and sum.
 */
export function OrderSummary({ address, method, lines, shipping, payment, itemsNote }: OrderSummaryProps) {
  const { t, money } = useT();
  return (
    <Stack>
      <Card>
        <h2>{t('order.summary.shipping')}</h2>
        <p>
          <strong>{t('order.summary.name')}</strong> {address.fullName}
        </p>
        <p>
          <strong>{t('order.summary.address')}</strong> {address.address}, {address.postalCode} {address.city}
          , {address.country}
        </p>
        {shipping}
      </Card>
      <Card>
        <h2>{t('order.summary.payment')}</h2>
        <p>
          <strong>{t('order.summary.method')}</strong> {method}
        </p>
        {payment}
      </Card>
      <Card>
        <h2>{t('order.summary.items')}</h2>
        {itemsNote}
        <Items>
          {lines.map((line, i) => (
            <li key={`${line.product ?? i}/${line.variant ?? ''}`}>
              <img {...sizedImage(line.image, '48px')} alt="" width={48} height={48} />
              {line.product ? (
                <Link to={`/product/${line.product}${line.variant ? `?variant=${line.variant}` : ''}`}>
                  {line.name}
                  {line.variantLabel && ` (${line.variantLabel})`}
                </Link>
              ) : (
                <span>
                  {line.name}
                  {line.variantLabel && ` (${line.variantLabel})`}
                </span>
              )}
              <span>
                {t('order.summary.line', {
                  qty: line.qty,
                  price: money(line.price),
                  sum: money(line.qty * line.price),
                })}
              </span>
            </li>
          ))}
        </Items>
      </Card>
    </Stack>
  );
}
