import { RequireUser } from '../../components/route-guards';
import type { RouteObject } from 'react-router-dom';

/** docs/product.md §2 buying screens: cart, sign-in and password reset (open), checkout, orders and account (signed-in). */
export const buyingRoutes: RouteObject[] = [
  ...['/cart', '/cart/:id', '/cart/:id/:qty'].map((path) => ({
    path,
    lazy: () => import('./cart.route').then((m) => ({ Component: m.CartRoute })),
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
    lazy: () => import('./auth.route').then((m) => ({ Component: m[name] })),
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
        lazy: () => import('./checkout.route').then((m) => ({ Component: m[name] })),
      })),
      { path: '/map', lazy: () => import('./map.route').then((m) => ({ Component: m.MapRoute })) },
      { path: '/order/:id', lazy: () => import('./order.route').then((m) => ({ Component: m.OrderRoute })) },
      {
        path: '/orderhistory',
        lazy: () => import('./order-history.route').then((m) => ({ Component: m.OrderHistoryRoute })),
      },
      {
        path: '/profile',
        lazy: () => import('./profile.route').then((m) => ({ Component: m.ProfileRoute })),
      },
    ],
  },
];
