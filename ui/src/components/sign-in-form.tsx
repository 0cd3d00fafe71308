import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './field';
import { MessageBox } from './message-box';
import { useUiT } from '../i18n/ui-messages';

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Sends the credentials; the app decides what a success does (its session, its redirect). */
  onSubmit: (credentials: SignInCredentials) => unknown;
  /** True while the call is under way: the button is disabled so a double click sends once. */
  busy?: boolean;
  /** The refusal to show (the server's message), above the button. */
  error?: string | null;
  /** The email field's label: each app keeps its own words. */
  emailLabel?: string;
}

/**
 * docs/product.md §2 sign-in: email and password, both required, and a Sign In button; the same form in the storefront and
 * in the admin app (served alone). The browser checks the required fields before anything is sent.
 */
export function SignInForm({ onSubmit, busy, error, emailLabel }: SignInFormProps) {
  const { t } = useUiT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit({ email, password });
  };

  return (
    <form onSubmit={submit}>
      <TextField
        label={emailLabel ?? t('signin.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('signin.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <Button type="submit" $block disabled={busy}>
        {t('signin.submit')}
      </Button>
    </form>
  );
}
