import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSubmit } from '../../../lib/use-submit';
import { resetPassword } from '../api/auth';
import { FormCard } from './form-card';
import { PASSWORD_MISMATCH } from './register-form';

/** docs/product.md §2/§5 Reset password (the emailed link): a mismatch is said and nothing is sent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [form, setForm] = useState({ email: '', password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const { sending, error, run } = useSubmit();
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.password !== form.confirm);
    if (form.password !== form.confirm) return;
    const answer = await run(() =>
      resetPassword({ email: form.email, new_password: form.password, reset_password_token: token }),
    );
    if (answer) setDone(true);
  };

  return (
    <FormCard>
      <h1>Reset your password</h1>
      {done ? (
        <>
          <MessageBox variant="success">Password was reset.</MessageBox>
          <p>
            <Link to="/signin">Sign in with your new password</Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit}>
          <TextField label="Email address" type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
            error={mismatch ? PASSWORD_MISMATCH : undefined}
          />
          {sending && <MessageBox>Resetting password...</MessageBox>}
          {error && <MessageBox variant="danger">{error.message}</MessageBox>}
          <Button type="submit" $block disabled={sending}>
            Reset password
          </Button>
        </form>
      )}
    </FormCard>
  );
}
