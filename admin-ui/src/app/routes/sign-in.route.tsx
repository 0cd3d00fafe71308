import { adminPaths } from '@torget/contract/browser';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';

/** Only paths inside this app are followed after sign-in, never another site. */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : adminPaths.menu;

/**
 * The admin app's own sign-in (for when it is served alone). It uses the storefront's sign-in call and
 * session key, so served together one sign-in serves both apps.
 */
export function SignInRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession();
  const target = safeRedirect(params.get('redirect'));
  if (user?.is_admin) return <Navigate to={target} replace />;
  return (
    <>
      <h1>{t('signin.title')}</h1>
      <p>{t('signin.intro')}</p>
      <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
    </>
  );
}
