import type { RouteObject } from 'react-router-dom';
import { RequireSeller, RequireUser } from '../../components/route-guards';

/** docs/product.md §2 seller screens: applying needs a signed-in user; running a shop needs the seller flag. */
export const sellerRoutes: RouteObject[] = [
  {
    element: <RequireUser />,
    children: [
      {
        path: '/become_seller/:plan',
        lazy: () => import('./become-seller.route').then((m) => ({ Component: m.BecomeSellerRoute })),
      },
      {
        path: '/decisions',
        lazy: () => import('./decisions.route').then((m) => ({ Component: m.DecisionsRoute })),
      },
      {
        path: '/seller_application',
        lazy: () =>
          import('./seller-application.route').then((m) => ({ Component: m.SellerApplicationRoute })),
      },
      {
        path: '/trader_details',
        lazy: () => import('./trader-details.route').then((m) => ({ Component: m.TraderDetailsRoute })),
      },
    ],
  },
  {
    element: <RequireSeller />,
    children: [
      {
        path: '/my_shop_menu',
        lazy: () => import('./my-shop-menu.route').then((m) => ({ Component: m.MyShopMenuRoute })),
      },
      {
        path: '/productlist/seller/import',
        lazy: () =>
          import('./seller-product-import.route').then((m) => ({ Component: m.SellerProductImportRoute })),
      },
      ...['/productlist/seller', '/productlist/seller/pageNumber/:pageNumber'].map((path) => ({
        path,
        lazy: () => import('./seller-products.route').then((m) => ({ Component: m.SellerProductsRoute })),
      })),
      {
        path: '/seller_profile',
        lazy: () => import('./seller-profile.route').then((m) => ({ Component: m.SellerProfileRoute })),
      },
      {
        path: '/discount_codes/seller',
        lazy: () =>
          import('./seller-discount-codes.route').then((m) => ({ Component: m.SellerDiscountCodesRoute })),
      },
      {
        path: '/tax_details/seller',
        lazy: () =>
          import('./seller-tax-details.route').then((m) => ({ Component: m.SellerTaxDetailsRoute })),
      },
      {
        path: '/orderlist/seller',
        lazy: () => import('./seller-orders.route').then((m) => ({ Component: m.SellerOrdersRoute })),
      },
      {
        path: '/product/:id/edit/seller',
        lazy: () =>
          import('./seller-product-edit.route').then((m) => ({ Component: m.SellerProductEditRoute })),
      },
    ],
  },
];
