import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/shell/layout';
import { buyingRoutes } from './routes/buying.routes';
import { HomeRoute } from './routes/home.route';
import { sellerRoutes } from './routes/seller.routes';
import { screen, type ScreenRoute } from './screen';

/**
 * Each screen is its own chunk, loaded when first visited (the initial JavaScript stays small), except home, the
 * page most visits start on, which is in the entry. The server's first HTML of a product, shop or search page
 * names that screen's chunks (storefront/server/page-head.ts), so they load beside the entry.
 */
const ProductScreen = screen(() => import('./routes/product.route').then((m) => m.ProductRoute));
const ShopScreen = screen(() => import('./routes/shop.route').then((m) => m.ShopRoute));
const SearchScreen = screen(() => import('./routes/search.route').then((m) => m.SearchRoute));

export const browseRoutes: ScreenRoute[] = [
  { index: true, Component: HomeRoute },
  {
    path: '/product/:id',
    Component: ProductScreen,
  },
  ...['/seller/:id', '/seller/:id/pageNumber/:pageNumber'].map((path) => ({
    path,
    Component: ShopScreen,
  })),
  // docs/product.md §2 search route forms; missing parts take the defaults all, all, 0, 0, 0, newest, 1.
  ...[
    '/search/name/:name?',
    '/search/category/:category',
    '/search/category/:category/name/:name',
    '/search/category/:category/name/:name/min/:min/max/:max/rating/:rating/order/:order/pageNumber/:pageNumber',
  ].map((path) => ({
    path,
    Component: SearchScreen,
  })),
  {
    path: '/report',
    Component: screen(() => import('./routes/report.route').then((m) => m.ReportRoute)),
  },
  {
    path: '/categories',
    Component: screen(() => import('./routes/categories.route').then((m) => m.CategoriesRoute)),
  },
  ...(
    [
      ['/about', 'AboutRoute'],
      ['/privacy', 'PrivacyRoute'],
      ['/privacy_policy', 'PrivacyPolicyRoute'],
      ['/terms', 'TermsRoute'],
      ['/seller_info_1', 'SellerInfo1Route'],
      ['/seller_info_2', 'SellerInfo2Route'],
    ] as const
  ).map(([path, name]) => ({
    path,
    Component: screen(() => import('./routes/info.route').then((m) => m[name])),
  })),
];

export const routes: ScreenRoute[] = [
  {
    element: <Layout />,
    children: [
      ...browseRoutes,
      ...buyingRoutes,
      ...sellerRoutes,
      { path: '*', Component: screen(() => import('./routes/not-found.route').then((m) => m.NotFoundRoute)) },
    ],
  },
];

/** The storefront's screens at the current location (the layout holds the loading state and a failed screen). */
export function StorefrontRoutes() {
  return useRoutes(routes as RouteObject[]);
}

/**
 * The storefront's router: React Router's declarative one over the browser's history. The data router (lazy
 * routes, blockers) weighs about 16 KB gzip more in every page's first JavaScript (docs/page-weight.md); the
 * screens are React.lazy chunks instead and the product editor holds its own links (lib/use-leave-guard.ts).
 * Navigations are drawn as plain updates, not transitions, so a search filter can draw its choice at once
 * (`flushSync`, search-filters.tsx) and a second choice builds on it; a screen's first visit shows the
 * loading state while its chunk arrives.
 */
export function StorefrontRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <StorefrontRoutes />
    </BrowserRouter>
  );
}
