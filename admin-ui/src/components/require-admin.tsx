import { ADMIN_BASE } from '@torget/contract/browser';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { NotAdmin } from './not-admin';

/** The admin guard (docs/product.md §2): signed out → the sign-in screen, signed in without the admin flag → a refusal. */
export function RequireAdmin() {
  const user = useSession();
  const location = useLocation();
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${ADMIN_BASE}/signin?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (!user.is_admin) return <NotAdmin name={user.name} />;
  return <Outlet />;
}
