import { NotFound } from '../../components/not-found';

export function NotFoundRoute() {
  return <NotFound />;
}
