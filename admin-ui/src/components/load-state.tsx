import { LoadingIndicator, MessageBox, errorMessage } from '@torget/ui';

/** docs/product.md §4/§8 while a screen's data is missing: the spinner after 500 ms, or the error in a red box. */
export function LoadState({ error }: { error?: unknown }) {
  if (error) return <MessageBox variant="danger">{errorMessage(error)}</MessageBox>;
  return <LoadingIndicator />;
}
