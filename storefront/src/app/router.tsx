import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/shell/layout';
import { HomeRoute } from './routes/home.route';
import { NotFoundRoute } from './routes/not-found.route';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
