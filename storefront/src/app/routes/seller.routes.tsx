import { screen, type ScreenRoute } from '../screen';
import { RequireSeller, RequireUser } from '../../components/route-guards';

// One component for the list's pages, so paging keeps the screen.
const SellerProductsScreen = screen(() =>
  import('./seller-products.route').then((m) => m.SellerProductsRoute),
);

/** docs/product.md §2 seller screens: applying needs a signed-in user; running a shop needs the seller flag. */
export const sellerRoutes: ScreenRoute[] = [
  {
    element: <RequireUser />,
    children: [
      {
        path: '/become_seller/:plan',
        Component: screen(() => import('./become-seller.route').then((m) => m.BecomeSellerRoute)),
      },
      {
        path: '/decisions',
        Component: screen(() => import('./decisions.route').then((m) => m.DecisionsRoute)),
      },
      {
        path: '/seller_application',
        Component: screen(() => import('./seller-application.route').then((m) => m.SellerApplicationRoute)),
      },
      {
        path: '/trader_details',
        Component: screen(() => import('./trader-details.route').then((m) => m.TraderDetailsRoute)),
      },
    ],
  },
  {
    element: <RequireSeller />,
    children: [
      {
        path: '/my_shop_menu',
        Component: screen(() => import('./my-shop-menu.route').then((m) => m.MyShopMenuRoute)),
      },
      {
        path: '/productlist/seller/import',
        Component: screen(() =>
          import('./seller-product-import.route').then((m) => m.SellerProductImportRoute),
        ),
      },
      ...['/productlist/seller', '/productlist/seller/pageNumber/:pageNumber'].map((path) => ({
        path,
        Component: SellerProductsScreen,
      })),
      {
        path: '/seller_profile',
        Component: screen(() => import('./seller-profile.route').then((m) => m.SellerProfileRoute)),
      },
      {
        path: '/discount_codes/seller',
        Component: screen(() =>
          import('./seller-discount-codes.route').then((m) => m.SellerDiscountCodesRoute),
        ),
      },
      {
        path: '/tax_details/seller',
        Component: screen(() => import('./seller-tax-details.route').then((m) => m.SellerTaxDetailsRoute)),
      },
      {
        path: '/orderlist/seller',
        Component: screen(() => import('./seller-orders.route').then((m) => m.SellerOrdersRoute)),
      },
      {
        path: '/product/:id/edit/seller',
        Component: screen(() => import('./seller-product-edit.route').then((m) => m.SellerProductEditRoute)),
      },
    ],
  },
];
