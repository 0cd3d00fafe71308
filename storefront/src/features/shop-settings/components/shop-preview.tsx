import type { ProductDto, ShopPageDto } from '@torget/contract';
import { MessageBox } from '@torget/ui';
import styled from 'styled-components';
import { ProductGrid } from '../../../components/product/product-grid';
import { ShopView } from '../../../components/shop/shop-view';
import { useT } from '../../../lib/i18n';

const Frame = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  figcaption {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** Inert: a picture of the page, not a second copy of its links and headings for keyboards and screen readers. */
const Viewport = styled.div`
  max-height: 80vh;
  overflow: auto;
  pointer-events: none;
`;

/** The real shop page (ShopView) in the colours and images being edited, with a few of the shop's own products. */
export function ShopPreview({ shop, products }: { shop: ShopPageDto; products: ProductDto[] }) {
  const { t } = useT();
  return (
    <Frame aria-label={t('shopSettings.preview')}>
      <figcaption>{t('shopSettings.previewCaption')}</figcaption>
      <Viewport inert data-testid="shop-preview">
        <ShopView shop={shop}>
          {products.length ? (
            <ProductGrid products={products.slice(0, 4)} />
          ) : (
            <MessageBox>{t('shopSettings.previewNoProducts')}</MessageBox>
          )}
        </ShopView>
      </Viewport>
    </Frame>
  );
}
