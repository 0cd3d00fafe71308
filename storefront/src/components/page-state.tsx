import { LoadingIndicator, MessageBox } from '@torget/ui';
import { errorMessage, genericMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';

/** docs/product.md §4/§8: a spinner only after 500 ms while loading; the server's message (or the generic one) on failure. */
export function PageState({ error, generic = false }: { error?: unknown; generic?: boolean }) {
  // Read so the message follows a language switch (the helpers take the active language).
  useT();
  if (error)
    return <MessageBox variant="danger">{generic ? genericMessage() : errorMessage(error)}</MessageBox>;
  return <LoadingIndicator />;
}
