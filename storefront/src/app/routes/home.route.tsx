import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProductGrid } from '../../components/product/product-grid';
import { PageState } from '../../components/page-state';
import { useProducts } from '../../features/catalog/api/get-products';
import { TopSellers } from '../../features/shops/components/top-sellers';
import { FEATURED_QUERY } from '../../lib/page-reads';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { useT } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

// Only a seller's own domain shows a shop at /: the marketplace's home does not load the shop page's code.
const ShopRoute = lazy(() => import('./shop.route').then((m) => ({ default: m.ShopRoute })));

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0;
    font-size: 1.9rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Room held for each list while it loads, so what follows does not jump when it arrives. */
const Section = styled.section<{ $reserve: string }>`
  min-height: ${({ $reserve }) => $reserve};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

function MarketplaceHome() {
  const { t } = useT();
  const user = useSession();
  const featured = useProducts(FEATURED_QUERY);
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <Hero>
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
        {!user && (
          <p>
            <Link to="/register?redirect=/">{t('home.createAccount')}</Link>
          </p>
        )}
      </Hero>
      <Section aria-labelledby="top-sellers" $reserve="200px">
        <h2 id="top-sellers">{t('home.topSellers')}</h2>
        <TopSellers />
      </Section>
      <Section aria-labelledby="featured" $reserve="640px">
        <h2 id="featured">{t('home.featured')}</h2>
        {featured.data ? (
          <ProductGrid products={featured.data.products} />
        ) : (
          <PageState error={featured.error} generic />
        )}
      </Section>
    </>
  );
}

/** docs/product.md §2 Home: the marketplace's home, or on a seller's own domain that seller's shop. */
export function HomeRoute() {
  const site = useSite();
  return site.shopId ? (
    <Suspense fallback={<PageState />}>
      <ShopRoute ownDomainShopId={site.shopId} />
    </Suspense>
  ) : (
    <MarketplaceHome />
  );
}
