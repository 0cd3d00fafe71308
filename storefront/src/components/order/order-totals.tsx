import { Price } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dd {
    margin: 0;
    text-align: right;
  }

  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/**
 * docs/product.md §2/§9 totals of the order summary: items, shipping and the total. The answer's `taxPrice` is
 * always 0 (VAT is inside the prices), so a "Moms 0,00 kr" row would contradict the VAT per rate shown under
 * the totals; it is left out. With a discount code the goods (or the shipping, for a free-shipping code) are
 * shown before it and the code's row takes it off, so the rows add up to the total.
 */
export function OrderTotals({
  itemsPrice,
  shippingPrice,
  totalPrice,
  discount,
  goodsPrice,
}: {
  /** The goods after a discount code (as the order answer has it). */
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
  discount?: { code: string; amount: number } | null;
  /** The goods before the code (the lines' prices); tells a code on the goods from one on the shipping. */
  goodsPrice?: number;
}) {
  const { t } = useT();
  const cents = (sek: number) => Math.round(sek * 100);
  const onShipping = Boolean(discount) && goodsPrice !== undefined && cents(goodsPrice) === cents(itemsPrice);
  const goods = discount && !onShipping ? (cents(itemsPrice) + cents(discount.amount)) / 100 : itemsPrice;
  const shipping =
    discount && onShipping ? (cents(shippingPrice) + cents(discount.amount)) / 100 : shippingPrice;
  return (
    <Rows>
      <dt>{t('order.totals.items')}</dt>
      <dd>
        <Price amount={goods} />
      </dd>
      <dt>{t('order.totals.shipping')}</dt>
      <dd>
        <Price amount={shipping} />
      </dd>
      {discount && (
        <>
          <dt>{t('order.totals.discount', { code: discount.code })}</dt>
          <dd>
            −<Price amount={discount.amount} />
          </dd>
        </>
      )}
      <dt>{t('order.totals.total')}</dt>
      <dd>
        <Price amount={totalPrice} />
      </dd>
    </Rows>
  );
}
