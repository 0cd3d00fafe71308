import { Button, Form, FormError, FormTextField, useApiForm } from '@torget/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { T, useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { register } from '../api/auth';
import { redirectTarget, withRedirect } from '../lib/redirect';
import { FormCard, FormLinks } from './form-card';

type RegisterValues = { name: string; email: string; password: string; confirm: string };

/** docs/product.md §2/§5 Register: all four fields required; a mismatch is said beside the confirmation, no call. */
export function RegisterForm() {
  const { t } = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const form = useApiForm<RegisterValues>({
    defaultValues: { name: '', email: '', password: '', confirm: '' },
  });

  const save = async ({ name, email, password }: RegisterValues) => {
    const user = await register({ name, email, password });
    session.signIn(user);
    navigate(redirectTarget(search), { replace: true });
  };

  return (
    <FormCard>
      <h1>{t('auth.register.heading')}</h1>
      <Form form={form} onSubmit={save}>
        <FormTextField name="name" label={t('auth.name')} autoComplete="name" required />
        <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
        <FormTextField
          name="password"
          label={t('auth.password')}
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
        <FormError />
        <Button type="submit" $block disabled={form.sending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
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
