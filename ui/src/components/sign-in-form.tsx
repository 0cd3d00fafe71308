import { Button } from './button';
import { MessageBox } from './message-box';
import { Form, FormError } from '../forms/form';
import { FormTextField } from '../forms/form-fields';
import { useApiForm } from '../forms/use-api-form';
import { useUiT } from '../i18n/ui-messages';

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /**
   * Sends the credentials; the app decides what a success does (its session, its redirect). While the
   * promise it answers is pending the button is disabled, so a double click sends once; its rejection (the
   * server's refusal) is shown above the button.
   */
  onSubmit: (credentials: SignInCredentials) => unknown;
  /** Keeps the button disabled (e.g. while the app still works after the call). */
  busy?: boolean;
  /** A refusal to show that the app holds itself, above the button. */
  error?: string | null;
  /** The email field's label: each app keeps its own words. */
  emailLabel?: string;
}

/**
 * docs/product.md §2 sign-in: email and password, both required, and a Sign In button; the same form in the storefront and
 * in the admin app (served alone). The browser checks the required fields before anything is sent.
 */
export function SignInForm({ onSubmit, busy, error, emailLabel }: SignInFormProps) {
  const { t } = useUiT();
  const form = useApiForm<SignInCredentials>({ defaultValues: { email: '', password: '' } });

  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormTextField
        name="email"
        label={emailLabel ?? t('signin.email')}
        type="email"
        autoComplete="username"
        required
      />
      <FormTextField
        name="password"
        label={t('signin.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {error ? <MessageBox variant="danger">{error}</MessageBox> : <FormError />}
      <Button type="submit" $block disabled={busy || form.sending}>
        {t('signin.submit')}
      </Button>
    </Form>
  );
}
