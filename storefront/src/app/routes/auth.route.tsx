import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { SigninForm } from '../../features/auth/components/signin-form';
import { redirectTarget } from '../../features/auth/lib/redirect';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** Someone already signed in goes straight on to where sign-in would have taken them. */
function useSignedInRedirect() {
  const user = useSession();
  const { search } = useLocation();
  return user ? <Navigate to={redirectTarget(search)} replace /> : null;
}

export function SigninRoute() {
  const { t } = useT();
  usePageTitle(t('auth.signin.pageTitle'));
  return useSignedInRedirect() ?? <SigninForm />;
}

export function RegisterRoute() {
  const { t } = useT();
  usePageTitle(t('auth.register.pageTitle'));
  return useSignedInRedirect() ?? <RegisterForm />;
}

export function ForgotPasswordRoute() {
  const { t } = useT();
  usePageTitle(t('auth.forgot.pageTitle'));
  return <ForgotPasswordForm />;
}

export function ResetPasswordRoute() {
  const { t } = useT();
  usePageTitle(t('auth.reset.pageTitle'));
  const { token = '' } = useParams();
  return <ResetPasswordForm token={token} />;
}
