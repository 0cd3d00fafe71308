import { screen, type ScreenRoute } from '../screen';
import { RequireUser } from '../../components/route-guards';

// One component for the three cart paths, so moving between them keeps the screen.
const CartScreen = screen(() => import('./cart.route').then((m) => m.CartRoute));

/** docs/product.md §2 buying screens: cart, sign-in and password reset (open), checkout, orders and account (signed-in). */
export const buyingRoutes: ScreenRoute[] = [
  ...['/cart', '/cart/:id', '/cart/:id/:qty'].map((path) => ({
    path,
    Component: CartScreen,
  })),
  ...(
    [
      ['/signin', 'SigninRoute'],
      ['/register', 'RegisterRoute'],
      ['/forgot_password', 'ForgotPasswordRoute'],
      ['/reset_password/:token', 'ResetPasswordRoute'],
    ] as const
  ).map(([path, name]) => ({
    path,
    Component: screen(() => import('./auth.route').then((m) => m[name])),
  })),
  {
    element: <RequireUser />,
    children: [
      ...(
        [
          ['/shipping', 'ShippingRoute'],
          ['/payment', 'PaymentRoute'],
          ['/placeorder', 'PlaceOrderRoute'],
        ] as const
      ).map(([path, name]) => ({
        path,
        Component: screen(() => import('./checkout.route').then((m) => m[name])),
      })),
      { path: '/map', Component: screen(() => import('./map.route').then((m) => m.MapRoute)) },
      { path: '/order/:id', Component: screen(() => import('./order.route').then((m) => m.OrderRoute)) },
      {
        path: '/orderhistory',
        Component: screen(() => import('./order-history.route').then((m) => m.OrderHistoryRoute)),
      },
      {
        path: '/profile',
        Component: screen(() => import('./profile.route').then((m) => m.ProfileRoute)),
      },
    ],
  },
];
