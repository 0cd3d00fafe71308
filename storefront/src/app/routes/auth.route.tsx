import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { SigninForm } from '../../features/auth/components/signin-form';
import { redirectTarget } from '../../features/auth/lib/redirect';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** Someone already signed in goes straight on to where sign-in would have taken them. */
function useSignedInRedirect() {
  const user = useSession();
  const { search } = useLocation();
  return user ? <Navigate to={redirectTarget(search)} replace /> : null;
}

export function SigninRoute() {
  usePageTitle('Sign In – Torget');
  return useSignedInRedirect() ?? <SigninForm />;
}

export function RegisterRoute() {
  usePageTitle('Create Account – Torget');
  return useSignedInRedirect() ?? <RegisterForm />;
}

export function ForgotPasswordRoute() {
  usePageTitle('Reset password – Torget');
  return <ForgotPasswordForm />;
}

export function ResetPasswordRoute() {
  usePageTitle('Reset your password – Torget');
  const { token = '' } = useParams();
  return <ResetPasswordForm token={token} />;
}
