import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '../../../lib/use-submit';
import { forgotPassword } from '../api/auth';
import { FormCard } from './form-card';

/** docs/product.md §2 Forgot password: one email field; 'Sending email...' then 'Email was sent.' (§8). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { sending, error, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const answer = await run(() => forgotPassword(email));
    if (answer) setSent(true);
  };

  return (
    <FormCard>
      <h1>Send email with reset link</h1>
      <form onSubmit={submit}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {sending && <MessageBox>Sending email...</MessageBox>}
        {sent && <MessageBox variant="success">Email was sent.</MessageBox>}
        {error && <MessageBox variant="danger">{error.message}</MessageBox>}
        <Button type="submit" $block disabled={sending}>
          Submit
        </Button>
      </form>
    </FormCard>
  );
}
