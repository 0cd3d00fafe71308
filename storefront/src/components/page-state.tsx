import { Button, LoadingIndicator, MessageBox } from '@torget/ui';
import styled from 'styled-components';
import { errorMessage, genericMessage, passingFault } from '../lib/error-message';
import { useT } from '../lib/i18n';

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * docs/product.md §4/§8: a spinner only after 500 ms while loading; the server's message (or the generic one) on
 * failure. With `onRetry`, a fault that may pass (`passingFault`) comes with "Try again", disabled while `retrying`.
 */
export function PageState({
  error,
  generic = false,
  onRetry,
  retrying = false,
}: {
  error?: unknown;
  generic?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  // Read so the message follows a language switch (the helpers take the active language).
  const { t } = useT();
  if (!error) return <LoadingIndicator />;
  const message = (
    <MessageBox variant="danger">{generic ? genericMessage() : errorMessage(error)}</MessageBox>
  );
  if (!onRetry || !passingFault(error)) return message;
  return (
    <Failed>
      {message}
      <Button type="button" $variant="secondary" disabled={retrying} onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Failed>
  );
}
