import { LoadingIndicator, MessageBox } from '@torget/ui';
import { errorMessage } from '../lib/error-message';

/** docs/product.md §4/§8: a spinner only after 500 ms while loading; the server's message (or the generic one) on failure. */
export function PageState({ error, generic = false }: { error?: unknown; generic?: boolean }) {
  if (error)
    return <MessageBox variant="danger">{generic ? errorMessage(null) : errorMessage(error)}</MessageBox>;
  return <LoadingIndicator />;
}
