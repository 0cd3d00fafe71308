import { ApiError } from '@torget/contract/browser';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './error-message';

/**
 * Kept for order-withdrawal.tsx (helper "vat" owns it) until it moves to the kit's useApiForm / useAction.
 *
 * A form's sending state (docs/product.md §4: loading, success or error): `run` ignores a second submit while one is
 * under way, `error` is the server's message (or the generic one) and `field` the input the server named.
 */
export function useSubmit() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const busy = useRef(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError({
        message: errorMessage(caught),
        field: caught instanceof ApiError ? caught.field : undefined,
      });
      return undefined;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { sending, error, setError, run };
}
