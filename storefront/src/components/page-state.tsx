import { LoadingIndicator, MessageBox } from '@torget/ui';
import { errorMessage, genericMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';

/** docs/product.md §4/§8: a spinner only after 500 ms while loading; the server's message (or the generic one) on failure. */
export function PageState({ error, generic = false }: { error?: unknown; generic?: boolean }) {
  const { t } = useT();
  if (error)
    return <MessageBox variant="danger">{generic ? genericMessage(t) : errorMessage(error, t)}</MessageBox>;
  return <LoadingIndicator />;
}
