import { MessageBox } from '@torget/ui';
import { useRouteError } from 'react-router-dom';

/** A screen that failed to render or load (e.g. a chunk lost after a deploy): say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main style={{ maxWidth: 640, margin: '48px auto', padding: 16 }}>
      <h1>Something went wrong</h1>
      <MessageBox variant="danger">This page could not be shown.</MessageBox>
      <p>
        <a href={typeof location === 'undefined' ? '/' : location.href}>Reload the page</a> or{' '}
        <a href="/">go to the home page</a>.
      </p>
    </main>
  );
}
