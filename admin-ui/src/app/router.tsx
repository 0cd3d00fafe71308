import type { AdminScreen } from '@torget/contract';
import { ADMIN_BASE, adminPaths } from '@torget/contract/browser';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { RequireAdmin } from '../components/require-admin';
import { NotFoundRoute } from './routes/not-found.route';
import { SignInRoute } from './routes/sign-in.route';

type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * One screen per admin path of the contract (the same list core's static hosting uses); none can be missed.
 * Each is a chunk of its own, loaded when visited: the sign-in screen does not carry the overview's charts or
 * the forms' library.
 */
const screens: Record<AdminScreen, Screen> = {
  menu: () => import('./routes/admin-menu.route').then((m) => ({ Component: m.AdminMenuRoute })),
  productList: () => import('./routes/product-list.route').then((m) => ({ Component: m.ProductListRoute })),
  productListPage: () =>
    import('./routes/product-list.route').then((m) => ({ Component: m.ProductListRoute })),
  productEdit: () => import('./routes/product-edit.route').then((m) => ({ Component: m.ProductEditRoute })),
  orderList: () => import('./routes/order-list.route').then((m) => ({ Component: m.OrderListRoute })),
  userList: () => import('./routes/user-list.route').then((m) => ({ Component: m.UserListRoute })),
  userEdit: () => import('./routes/user-edit.route').then((m) => ({ Component: m.UserEditRoute })),
  settings: () => import('./routes/admin-settings.route').then((m) => ({ Component: m.AdminSettingsRoute })),
  notices: () => import('./routes/notices.route').then((m) => ({ Component: m.NoticesRoute })),
  notice: () => import('./routes/notice.route').then((m) => ({ Component: m.NoticeRoute })),
  appeals: () => import('./routes/appeals.route').then((m) => ({ Component: m.AppealsRoute })),
  transparency: () => import('./routes/transparency.route').then((m) => ({ Component: m.TransparencyRoute })),
  dac7: () => import('./routes/dac7.route').then((m) => ({ Component: m.Dac7Route })),
};

export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: `${ADMIN_BASE}/signin`, element: <SignInRoute /> },
      {
        element: <RequireAdmin />,
        children: [
          ...(Object.keys(screens) as AdminScreen[]).map((screen) => ({
            path: adminPaths[screen],
            lazy: screens[screen],
          })),
          { path: ADMIN_BASE, element: <Navigate to={adminPaths.menu} replace /> },
          { path: '/', element: <Navigate to={adminPaths.menu} replace /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** The admin app's router, made once per mount. */
export function AdminRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
