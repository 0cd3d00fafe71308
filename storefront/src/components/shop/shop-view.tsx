import type { ShopPageDto } from '@torget/contract';
import { createTheme, ServerHtml } from '@torget/ui';
import { useMemo, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { useT } from '../../lib/i18n';
import { ShopFooter } from './shop-footer';
import { ShopHeader } from './shop-header';

const Description = styled.section`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.shop.description_background_color};
  color: ${({ theme }) => theme.shop.description_text_color};

  a {
    color: inherit;
  }
`;

const Products = styled.section`
  /* Room for the grid that arrives after the shop, so the shop's footer does not jump down (layout shift). */
  min-height: 80vh;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.shop.products_background_color};
  color: ${({ theme }) => theme.shop.products_text_color};

  > * {
    max-width: 1200px;
    margin-left: auto;
    margin-right: auto;
  }
`;

const Page = styled.div`
  background: ${({ theme }) => theme.shop.products_background_color};
`;

export type ShopViewData = Pick<ShopPageDto, '_id' | 'email'> & { seller: ShopPageDto['seller'] };

/**
 * A seller's shop page in the shop's own look (docs/product.md §2): banner, logo, name, subtitle, sanitized description,
 * the products (passed in: a grid, a message, pages) and the footer. Presentational, so the seller's settings can
 * preview a look before saving it.
 */
export function ShopView({
  shop,
  children,
  top,
}: {
  shop: ShopViewData;
  children: ReactNode;
  top?: ReactNode;
}) {
  const { t } = useT();
  const theme = useMemo(() => createTheme(shop.seller), [shop.seller]);
  return (
    <ThemeProvider theme={theme}>
      <Page>
        {top}
        <ShopHeader seller={shop.seller} />
        {shop.seller.description && (
          <Description aria-label={t('shop.about')}>
            <ServerHtml html={shop.seller.description} />
          </Description>
        )}
        <Products aria-labelledby="shop-products">
          <h2 id="shop-products">{t('shop.products')}</h2>
          <div>{children}</div>
        </Products>
        <ShopFooter shop={shop} />
      </Page>
    </ThemeProvider>
  );
}
