import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { session } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { register } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

export const PASSWORD_MISMATCH = 'Password and confirm password do not match';

/** docs/product.md §2/§5 Register: all four fields required; a mismatch is said beside the confirmation, no call. */
export function RegisterForm() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const { sending, error, run } = useSubmit();
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    required: true,
    error: error?.field === name ? error.message : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.password !== form.confirm);
    if (form.password !== form.confirm) return;
    const user = await run(() => register({ name: form.name, email: form.email, password: form.password }));
    if (!user) return;
    session.signIn(user);
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <FormCard>
      <h1>Create Account</h1>
      <form onSubmit={submit}>
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email address" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
          error={mismatch ? PASSWORD_MISMATCH : undefined}
        />
        {error && !['name', 'email', 'password'].includes(error.field ?? '') && (
          <MessageBox variant="danger">{error.message}</MessageBox>
        )}
        <Button type="submit" $block disabled={sending}>
          Register
        </Button>
      </form>
      <FormLinks>
        <span>
          Already have an account? <Link to={withRedirect('/signin', search)}>Sign In</Link>
        </span>
      </FormLinks>
    </FormCard>
  );
}
