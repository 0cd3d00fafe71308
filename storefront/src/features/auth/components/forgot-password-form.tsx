import { Button, MessageBox, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { useSubmit } from '../../../lib/use-submit';
import { forgotPassword } from '../api/auth';
import { FormCard } from './form-card';

/** docs/product.md §2 Forgot password: one email field; 'Sending email...' then 'Email was sent.' (§8). */
export function ForgotPasswordForm() {
  const { t } = useT();
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
      <h1>{t('auth.forgot.heading')}</h1>
      <form onSubmit={submit}>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {sending && <MessageBox>{t('auth.forgot.sending')}</MessageBox>}
        {sent && <MessageBox variant="success">{t('auth.forgot.sent')}</MessageBox>}
        {error && <MessageBox variant="danger">{error.message}</MessageBox>}
        <Button type="submit" $block disabled={sending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
