import type { AdminScreen } from '@torget/contract';
import { ADMIN_BASE, adminPaths } from '@torget/contract/browser';
import type { ReactElement } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { RequireAdmin } from '../components/require-admin';
import { AdminMenuRoute } from './routes/admin-menu.route';
import { AdminSettingsRoute } from './routes/admin-settings.route';
import { NotFoundRoute } from './routes/not-found.route';
import { OrderListRoute } from './routes/order-list.route';
import { ProductEditRoute } from './routes/product-edit.route';
import { ProductListRoute } from './routes/product-list.route';
import { SignInRoute } from './routes/sign-in.route';
import { UserEditRoute } from './routes/user-edit.route';
import { UserListRoute } from './routes/user-list.route';

/** One screen per admin path of the contract (the same list core's static hosting uses); none can be missed. */
const screens: Record<AdminScreen, ReactElement> = {
  menu: <AdminMenuRoute />,
  productList: <ProductListRoute />,
  productListPage: <ProductListRoute />,
  productEdit: <ProductEditRoute />,
  orderList: <OrderListRoute />,
  userList: <UserListRoute />,
  userEdit: <UserEditRoute />,
  settings: <AdminSettingsRoute />,
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
            element: screens[screen],
          })),
          { path: ADMIN_BASE, element: <Navigate to={adminPaths.menu} replace /> },
          { path: '/', element: <Navigate to={adminPaths.menu} replace /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
