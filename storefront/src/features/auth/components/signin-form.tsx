import { SignInForm, type SignInCredentials } from '@torget/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { signin } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

/** docs/product.md §2 Sign in: the kit's form; then the redirect value or /. */
export function SigninForm() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { sending, error, run } = useSubmit();

  const submit = async (credentials: SignInCredentials) => {
    const user = await run(() => signin(credentials));
    if (!user) return;
    session.signIn(user);
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <FormCard>
      <h1>Sign In</h1>
      <SignInForm onSubmit={submit} busy={sending} error={error?.message} />
      <FormLinks>
        <span>
          New customer? <Link to={withRedirect('/register', search)}>Create your account</Link>
        </span>
        <span>
          Forgot your password? <Link to="/forgot_password">Reset password</Link>
        </span>
      </FormLinks>
    </FormCard>
  );
}
