import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useSubmit } from '../../../lib/use-submit';
import { resetPassword } from '../api/auth';
import { FormCard } from './form-card';

/** docs/product.md §2/§5 Reset password (the emailed link): a mismatch is said and nothing is sent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useT();
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
      <h1>{t('auth.reset.heading')}</h1>
      {done ? (
        <>
          <MessageBox variant="success">{t('auth.reset.done')}</MessageBox>
          <p>
            <Link to="/signin">{t('auth.reset.signIn')}</Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit}>
          <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('auth.reset.newPassword')}
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
          {sending && <MessageBox>{t('auth.reset.resetting')}</MessageBox>}
          {error && <MessageBox variant="danger">{error.message}</MessageBox>}
          <Button type="submit" $block disabled={sending}>
            {t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </FormCard>
  );
}
