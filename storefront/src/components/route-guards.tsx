import { MessageBox } from '@torget/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { useSession } from '../lib/session';
import { ButtonLink } from './button-link';

/** docs/product.md §2 guard: signed-in routes send signed-out visitors to /signin and back here afterwards. */
export function RequireUser() {
  const user = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Outlet />;
}

/**
 * docs/product.md §2 guard for seller routes (the failure behaviour is not specified): signed out → sign in; signed in
 * without a shop → say so and point to becoming a seller. The server refuses the calls either way.
 */
export function RequireSeller() {
  const { t } = useT();
  const user = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (!user.is_seller) {
    return (
      <>
        <h1>{t('guard.sellersOnly')}</h1>
        <MessageBox>{t('guard.sellersOnlyText')}</MessageBox>
        <p>
          <ButtonLink to="/seller_info_1">{t('nav.becomeSeller')}</ButtonLink>
        </p>
      </>
    );
  }
  return <Outlet />;
}
