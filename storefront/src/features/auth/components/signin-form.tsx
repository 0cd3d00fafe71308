import { SignInForm, type SignInCredentials } from '@torget/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { T, useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { signin } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

/** docs/product.md §2 Sign in: the kit's form; then the redirect value or /. */
export function SigninForm() {
  const { t } = useT();
  const { search } = useLocation();
  const navigate = useNavigate();

  const submit = async (credentials: SignInCredentials) => {
    const user = await signin(credentials);
    session.signIn(user);
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <FormCard>
      <h1>{t('auth.signin.heading')}</h1>
      <SignInForm onSubmit={submit} />
      <FormLinks>
        <span>
          <T
            id="auth.signin.newCustomer"
            components={{ 0: <Link to={withRedirect('/register', search)} /> }}
          />
        </span>
        <span>
          <T id="auth.signin.forgot" components={{ 0: <Link to="/forgot_password" /> }} />
        </span>
      </FormLinks>
    </FormCard>
  );
}
