import { Button, Card, MessageBox, Snackbar, TextField } from '@torget/ui';
import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { updateProfile } from '../api/profile';

const Narrow = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
`;

/** docs/product.md §2/§4/§5 Profile: name, email, password and its confirmation; the answer becomes the session. */
export function ProfileForm({ user }: { user: { _id: string; name: string; email: string } }) {
  const { t } = useT();
  const [form, setForm] = useState({ name: user.name, email: user.email, password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const [snack, setSnack] = useState<string | null>(null);
  const closeSnack = useCallback(() => setSnack(null), []);
  const { sending, error, run } = useSubmit();
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    error: error?.field === name ? error.message : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.password !== form.confirm);
    if (form.password !== form.confirm) return;
    const answer = await run(() =>
      updateProfile({ userId: user._id, name: form.name, email: form.email, password: form.password }),
    );
    if (!answer) return;
    session.signIn(answer);
    setForm({ name: answer.name, email: answer.email, password: '', confirm: '' });
    setSnack(t('account.updated'));
  };

  return (
    <Narrow>
      <h1>{t('account.heading')}</h1>
      <form onSubmit={submit}>
        <TextField label={t('account.name')} autoComplete="name" required {...field('name')} />
        <TextField
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          hint={t('account.passwordHint')}
          {...field('password')}
        />
        <TextField
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
          error={mismatch ? t('account.passwordMismatch') : undefined}
        />
        {error && !['name', 'email', 'password'].includes(error.field ?? '') && (
          <MessageBox variant="danger">{error.message}</MessageBox>
        )}
        <Button type="submit" $block disabled={sending}>
          {t('common.update')}
        </Button>
      </form>
      <Snackbar message={snack} onClose={closeSnack} />
    </Narrow>
  );
}
