import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { signin } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

/** SPEC §2 Sign in: email and password; then the redirect value or /. */
export function SigninForm() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { sending, error, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = await run(() => signin({ email, password }));
    if (!user) return;
    session.signIn(user);
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <FormCard>
      <h1>Sign In</h1>
      <form onSubmit={submit} noValidate={false}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <MessageBox variant="danger">{error.message}</MessageBox>}
        <Button type="submit" $block disabled={sending}>
          Sign In
        </Button>
      </form>
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
