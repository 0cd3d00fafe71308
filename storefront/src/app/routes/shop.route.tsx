import { ApiError } from '@torget/contract/browser';
import { MessageBox, Pagination } from '@torget/ui';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound } from '../../components/not-found';
import { PageState } from '../../components/page-state';
import { ProductGrid } from '../../components/product/product-grid';
import { useProducts } from '../../features/catalog/api/get-products';
import { useShop } from '../../features/shops/api/get-shop';
import { ShopView } from '../../components/shop/shop-view';
import { config } from '../../lib/config';
import { shopProductsQuery } from '../../lib/page-reads';
import { useSite } from '../../lib/site';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

const Strip = styled.nav`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.brand};

  a {
    color: ${({ theme }) => theme.colors.brandText};
    font-weight: 700;
    text-decoration: none;
  }
`;

const positive = (value: string | null | undefined) => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * docs/product.md §2 Seller shop page at /seller/{id}(/pageNumber/{n}), and the home page of a seller's own domain.
 * A shop page visited on a foreign host sends the visitor to the marketplace's address of that shop.
 */
export function ShopRoute({ ownDomainShopId }: { ownDomainShopId?: string }) {
  const { t } = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const site = useSite();
  const id = ownDomainShopId ?? params.id!;
  const page = ownDomainShopId ? positive(search.get('page')) : positive(params.pageNumber);
  const foreignHost = !ownDomainShopId && !!site.shopId;

  useEffect(() => {
    if (foreignHost) window.location.replace(`${config.marketplaceUrl}/seller/${encodeURIComponent(id)}`);
  }, [foreignHost, id]);

  const shop = useShop(foreignHost ? undefined : id);
  const products = useProducts(shopProductsQuery(id, page));
  const name = shop.data?.seller.name;
  usePageTitle(name && (ownDomainShopId ? name : t('page.title', { title: name })));

  if (foreignHost) return null;
  if (shop.error instanceof ApiError && (shop.error.status === 404 || shop.error.status === 400)) {
    return <NotFound title={t('shop.notFound')} text={t('shop.notFoundText')} />;
  }
  if (!shop.data) return <PageState error={shop.error} />;

  const hrefFor = (n: number) => (ownDomainShopId ? `/?page=${n}` : `/seller/${id}/pageNumber/${n}`);
  return (
    <ShopView
      shop={shop.data}
      top={
        !ownDomainShopId && (
          <Strip aria-label={t('shop.marketplace')}>
            <Link to="/">{t('shop.backToMarketplace')}</Link>
          </Strip>
        )
      }
    >
      {!products.data ? (
        <PageState error={products.error} generic />
      ) : products.data.products.length === 0 ? (
        <MessageBox>{t('search.noProduct')}</MessageBox>
      ) : (
        <>
          <ProductGrid products={products.data.products} />
          <Pagination page={products.data.page} pages={products.data.pages} hrefFor={hrefFor} linkAs={Link} />
        </>
      )}
    </ShopView>
  );
}
