import { SignInForm as KitSignInForm, type SignInCredentials } from '@torget/ui';
import styled from 'styled-components';
import { signIn } from '../api/sign-in';
import { useT } from '../../../lib/i18n';

const Narrow = styled.div`
  max-width: 26rem;
`;

/** The kit's sign-in form on the storefront's sign-in call; `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useT();

  const submit = async ({ email, password }: SignInCredentials) => {
    await signIn(email, password);
    onSignedIn();
  };

  return (
    <Narrow>
      <KitSignInForm emailLabel={t('signin.emailShort')} onSubmit={submit} />
    </Narrow>
  );
}
