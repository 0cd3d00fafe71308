import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { T, useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { register } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

/** docs/product.md §2/§5 Register: all four fields required; a mismatch is said beside the confirmation, no call. */
export function RegisterForm() {
  const { t } = useT();
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
      <h1>{t('auth.register.heading')}</h1>
      <form onSubmit={submit}>
        <TextField label={t('auth.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
          error={mismatch ? t('auth.passwordMismatch') : undefined}
        />
        {error && !['name', 'email', 'password'].includes(error.field ?? '') && (
          <MessageBox variant="danger">{error.message}</MessageBox>
        )}
        <Button type="submit" $block disabled={sending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <FormLinks>
        <span>
          <T
            id="auth.register.haveAccount"
            components={{ 0: <Link to={withRedirect('/signin', search)} /> }}
          />
        </span>
      </FormLinks>
    </FormCard>
  );
}
