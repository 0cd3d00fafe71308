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

/** docs/product.md §2/§9 totals of the order summary: items, shipping, tax (0) and the total. */
export function OrderTotals({
  itemsPrice,
  shippingPrice,
  taxPrice,
  totalPrice,
}: {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
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
      <dt>{t('order.totals.tax')}</dt>
      <dd>
        <Price amount={taxPrice} />
      </dd>
      <dt>{t('order.totals.total')}</dt>
      <dd>
        <Price amount={totalPrice} />
      </dd>
    </Rows>
  );
}
