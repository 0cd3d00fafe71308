import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingIndicator } from '@torget/ui';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { Footer } from './footer';
import { ScreenBoundary } from './screen-boundary';
import { Header } from './header';
import { shellMenus } from './shell-menus';
import { CategoriesSidebar, MenuSidebar } from './sidebars';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Main = styled.main<{ $bleed: boolean }>`
  /* The footer starts below the fold, so content arriving later never pushes it (no layout shift). */
  min-height: 100vh;
  max-width: ${({ $bleed }) => ($bleed ? 'none' : '1280px')};
  margin: 0 auto;
  padding: ${({ theme, $bleed }) => ($bleed ? 0 : `${theme.space(5)} ${theme.space(3)}`)};

  @media ${({ theme }) => theme.wide} {
    padding: ${({ theme, $bleed }) => ($bleed ? 0 : `${theme.space(6)} ${theme.space(5)}`)};
  }
`;

/**
 * The page shell. docs/product.md §2: the header is hidden when the path starts with /seller (shop pages wear the shop's
 * own look); on a seller's own domain the home page is that shop, so it goes without the header too.
 */
export function Layout() {
  const { t } = useT();
  const { pathname } = useLocation();
  const user = useSession();
  const site = useSite();
  const [drawer, setDrawer] = useState<'categories' | 'menu' | null>(null);
  // Read as the shop page routes (/seller/{id}…): the seller's own screens (/seller_profile…) keep the header.
  const shopPage = /^\/seller(\/|$)/.test(pathname) || (pathname === '/' && !!site.shopId);
  const menus = shellMenus(user, !site.shopId, t);
  const close = () => setDrawer(null);
  return (
    <>
      <SkipLink href="#main">{t('shell.skipToContent')}</SkipLink>
      {!shopPage && (
        <Header
          menus={menus}
          onOpenCategories={() => setDrawer('categories')}
          onOpenMenu={() => setDrawer('menu')}
        />
      )}
      <CategoriesSidebar open={drawer === 'categories'} onClose={close} />
      <MenuSidebar menus={menus} open={drawer === 'menu'} onClose={close} />
      <Main id="main" tabIndex={-1} $bleed={shopPage}>
        <ScreenBoundary resetOn={pathname}>
          <Suspense fallback={<LoadingIndicator />}>
            <Outlet />
          </Suspense>
        </ScreenBoundary>
      </Main>
      <Footer />
    </>
  );
}
