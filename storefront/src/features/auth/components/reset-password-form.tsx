import { Button, Form, FormError, FormTextField, MessageBox, useApiForm } from '@torget/ui';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { resetPassword } from '../api/auth';
import { FormCard } from './form-card';

type ResetValues = { email: string; password: string; confirm: string };

/** docs/product.md §2/§5 Reset password (the emailed link): a mismatch is said and nothing is sent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useT();
  const form = useApiForm<ResetValues>({ defaultValues: { email: '', password: '', confirm: '' } });

  const save = ({ email, password }: ResetValues) =>
    resetPassword({ email, new_password: password, reset_password_token: token });

  return (
    <FormCard>
      <h1>{t('auth.reset.heading')}</h1>
      {form.formState.isSubmitSuccessful ? (
        <>
          <MessageBox variant="success">{t('auth.reset.done')}</MessageBox>
          <p>
            <Link to="/signin">{t('auth.reset.signIn')}</Link>
          </p>
        </>
      ) : (
        <Form form={form} onSubmit={save}>
          <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
          <FormTextField
            name="password"
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <FormTextField
            name="confirm"
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            rules={{
              validate: (confirm: string) =>
                confirm === form.getValues('password') || t('auth.passwordMismatch'),
            }}
          />
          {form.sending && <MessageBox>{t('auth.reset.resetting')}</MessageBox>}
          <FormError />
          <Button type="submit" $block disabled={form.sending}>
            {t('auth.reset.submit')}
          </Button>
        </Form>
      )}
    </FormCard>
  );
}
