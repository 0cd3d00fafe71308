import { SignInForm as KitSignInForm, errorMessage, type SignInCredentials } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { signIn } from '../api/sign-in';
import { useT } from '../../../lib/i18n';

const Narrow = styled.div`
  max-width: 26rem;
`;

/** The kit's sign-in form on the storefront's sign-in call; `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ email, password }: SignInCredentials) => {
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Narrow>
      <KitSignInForm emailLabel={t('signin.emailShort')} onSubmit={submit} busy={busy} error={error} />
    </Narrow>
  );
}
