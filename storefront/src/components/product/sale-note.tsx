import type { ProductDto, ProductVariantDto } from '@torget/contract';
import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Note = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};

  .badge {
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-weight: 700;
    white-space: nowrap;
  }
`;

/** Whether the running sale covers what is shown: the whole product, or the chosen variant. */
export function saleShown(product: Pick<ProductDto, 'sale'>, variant?: ProductVariantDto): boolean {
  const { sale } = product;
  if (!sale) return false;
  return !variant || !sale.variants.length || sale.variants.includes(variant._id);
}

/**
 * Beside a sale price: the badge "-25 %" and "Lägsta pris senaste 30 dagarna: 199,00 kr", the reference
 * price the law asks for (prisinformationslagen 7 a §). The server computes both; nothing without a sale.
 */
export function SaleNote({
  product,
  variant,
}: {
  product: Pick<ProductDto, 'sale'>;
  variant?: ProductVariantDto;
}) {
  const { t, money } = useT();
  if (!saleShown(product, variant)) return null;
  const sale = product.sale!;
  return (
    <Note>
      <span className="badge">{t('sale.badge', { percent: sale.percentOff })}</span>
      <span>{t('sale.prior', { price: money(sale.priorPrice) })}</span>
    </Note>
  );
}
