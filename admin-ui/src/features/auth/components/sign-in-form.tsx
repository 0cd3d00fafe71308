import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/error-message';
import { signIn } from '../api/sign-in';

const Form = styled.form`
  max-width: 26rem;
`;

/** Email and password, the storefront's sign-in call; `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      {error && <MessageBox variant="danger">{error}</MessageBox>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
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
      <Button type="submit" disabled={busy}>
        Sign In
      </Button>
    </Form>
  );
}
