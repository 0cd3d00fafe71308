import { adminPaths } from '@torget/contract/browser';
import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <Link to={adminPaths.menu}>Go to the admin menu</Link>
      </p>
    </>
  );
}
