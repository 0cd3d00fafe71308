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
 * the totals; it is left out.
 */
export function OrderTotals({
  itemsPrice,
  shippingPrice,
  totalPrice,
}: {
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
}) {
  const { t } = useT();
  return (
    <Rows>
      <dt>{t('order.totals.items')}</dt>
      <dd>
        <Price amount={itemsPrice} />
      </dd>
      <dt>{t('order.totals.shipping')}</dt>
      <dd>
        <Price amount={shippingPrice} />
      </dd>
      <dt>{t('order.totals.total')}</dt>
      <dd>
        <Price amount={totalPrice} />
      </dd>
    </Rows>
  );
}
