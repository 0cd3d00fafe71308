import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { AdminMenuRoute } from './routes/admin-menu.route';
import { ScreenPlaceholderRoute } from './routes/screen-placeholder.route';

export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: '/admin_menu', element: <AdminMenuRoute /> },
      { path: '/productlist', element: <ScreenPlaceholderRoute title="Products" /> },
      { path: '/productlist/pageNumber/:pageNumber', element: <ScreenPlaceholderRoute title="Products" /> },
      { path: '/orderlist', element: <ScreenPlaceholderRoute title="Orders" /> },
      { path: '/userlist', element: <ScreenPlaceholderRoute title="Users" /> },
      { path: '/user/:id/edit', element: <ScreenPlaceholderRoute title="Edit user" /> },
      { path: '/admin_settings', element: <ScreenPlaceholderRoute title="Admin / Settings" /> },
      { path: '*', element: <AdminMenuRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
