import { Button, Card, Form, FormError, FormTextField, Snackbar, useApiForm } from '@torget/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { updateProfile } from '../api/profile';

const Narrow = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
`;

type ProfileValues = { name: string; email: string; password: string; confirm: string };

/** docs/product.md §2/§4/§5 Profile: name, email, password and its confirmation; the answer becomes the session. */
export function ProfileForm({ user }: { user: { _id: string; name: string; email: string } }) {
  const { t } = useT();
  const form = useApiForm<ProfileValues>({
    defaultValues: { name: user.name, email: user.email, password: '', confirm: '' },
  });
  const [snack, setSnack] = useState<string | null>(null);
  const closeSnack = useCallback(() => setSnack(null), []);

  const save = async ({ name, email, password }: ProfileValues) => {
    const answer = await updateProfile({ userId: user._id, name, email, password });
    session.signIn(answer);
    form.reset({ name: answer.name, email: answer.email, password: '', confirm: '' });
    setSnack(t('account.updated'));
  };

  return (
    <Narrow>
      <h1>{t('account.heading')}</h1>
      <Form form={form} onSubmit={save}>
        <FormTextField name="name" label={t('account.name')} autoComplete="name" required />
        <FormTextField name="email" label={t('account.email')} type="email" autoComplete="email" required />
        <FormTextField
          name="password"
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          hint={t('account.passwordHint')}
        />
        <FormTextField
          name="confirm"
          label={t('account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          rules={{
            validate: (confirm: string) =>
              confirm === form.getValues('password') || t('account.passwordMismatch'),
          }}
        />
        <FormError />
        <Button type="submit" $block disabled={form.sending}>
          {t('common.update')}
        </Button>
      </Form>
      <Snackbar message={snack} onClose={closeSnack} />
    </Narrow>
  );
}
