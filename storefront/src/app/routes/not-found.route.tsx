import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <>
      <h1>Page not found</h1>
      <Link to="/">Till startsida</Link>
    </>
  );
}
