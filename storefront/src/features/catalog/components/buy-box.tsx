import type { ProductDto, ProductVariantDto } from '@torget/contract';
import { Button, Card, Price, Select } from '@torget/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { T, useT } from '../../../lib/i18n';
import { priceRange } from '../lib/variant-choice';

/** Quantity options run 1..stock (docs/product.md §5); a long list stops at 100, the server still checks the stock. */
const MAX_QTY_OPTIONS = 100;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

const Stock = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
`;

/** "från 149,00 kr" while no variant is chosen and the variants' prices differ; else the price. */
export function ProductPrice({
  product,
  variant,
  large,
}: {
  product: Pick<ProductDto, 'price' | 'variants'>;
  variant?: ProductVariantDto;
  large?: boolean;
}) {
  if (variant) return <Price amount={variant.price} large={large} />;
  const { low, high } = priceRange(product);
  if (low === high) return <Price amount={low} large={large} />;
  return <T id="product.fromPrice" components={{ 0: <Price amount={low} large={large} /> }} />;
}

/**
 * The buy box (docs/product.md §2 Product page): price, shipping, stock and quantity of the product, or of its chosen
 * variant (SKU too), and Add to Cart (to /cart/{id}/{qty}?variant=…). `picker`: the size and colour choice, drawn
 * above the facts; `vatNote`: what the shop says about VAT, once its data is here.
 */
export function BuyBox({
  product,
  variant,
  picker,
  vatNote,
}: {
  product: ProductDto;
  variant?: ProductVariantDto;
  picker?: ReactNode;
  vatNote?: ReactNode;
}) {
  const { t } = useT();
  const [qty, setQty] = useState(1);
  const navigate = useNavigate();
  const hasVariants = product.variants.length > 0;
  const stock = hasVariants ? (variant?.countInStock ?? 0) : product.countInStock;
  const inStock = stock > 0;
  const options = Math.min(stock, MAX_QTY_OPTIONS);
  const status =
    hasVariants && !variant
      ? t('product.notSold')
      : inStock
        ? t('product.inStock')
        : t('product.unavailable');
  return (
    <Card aria-label={t('product.buy')}>
      {picker}
      <Facts>
        <dt>{t('product.price')}</dt>
        <dd>
          <ProductPrice product={product} variant={variant} large />
          {vatNote && <div>{vatNote}</div>}
        </dd>
        {product.shipping_price > 0 && (
          <>
            <dt>{t('product.shipping')}</dt>
            <dd>
              <T id="product.perItem" components={{ 0: <Price amount={product.shipping_price} /> }} />
            </dd>
          </>
        )}
        <dt>{t('product.status')}</dt>
        <dd>
          <Stock $ok={inStock} role="status">
            {status}
          </Stock>
        </dd>
        {variant?.sku && (
          <>
            <dt>{t('product.sku')}</dt>
            <dd>{variant.sku}</dd>
          </>
        )}
        {inStock && (
          <>
            <dt>
              <label htmlFor="qty">{t('product.qty')}</label>
            </dt>
            <dd>
              <Select
                id="qty"
                value={Math.min(qty, options)}
                onChange={(event) => setQty(Number(event.target.value))}
              >
                {Array.from({ length: options }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </Select>
            </dd>
          </>
        )}
      </Facts>
      {product.shipping_info && <p>{product.shipping_info}</p>}
      {inStock && (
        <Button
          $block
          type="button"
          onClick={() =>
            navigate(
              `/cart/${product._id}/${Math.min(qty, options)}${variant ? `?variant=${variant._id}` : ''}`,
            )
          }
        >
          {t('product.addToCart')}
        </Button>
      )}
    </Card>
  );
}
