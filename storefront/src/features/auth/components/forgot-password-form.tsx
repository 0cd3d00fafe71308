import { Button, Form, FormError, FormTextField, MessageBox, useApiForm } from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { forgotPassword } from '../api/auth';
import { FormCard } from './form-card';

/** docs/product.md §2 Forgot password: one email field; 'Sending email...' then 'Email was sent.' (§8). */
export function ForgotPasswordForm() {
  const { t } = useT();
  const form = useApiForm<{ email: string }>({ defaultValues: { email: '' } });

  return (
    <FormCard>
      <h1>{t('auth.forgot.heading')}</h1>
      <Form form={form} onSubmit={({ email }) => forgotPassword(email)}>
        <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
        {form.sending && <MessageBox>{t('auth.forgot.sending')}</MessageBox>}
        {form.formState.isSubmitSuccessful && !form.sending && (
          <MessageBox variant="success">{t('auth.forgot.sent')}</MessageBox>
        )}
        <FormError />
        <Button type="submit" $block disabled={form.sending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </FormCard>
  );
}
