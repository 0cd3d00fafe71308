import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../i18n/error-message';

/**
 * A button's action that is not a form (Place Order, Delete): `run` ignores a second press while one is
 * under way, `sending` disables the button, `error` is the refusal to show. Forms use `useApiForm`.
 */
export function useAction() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(errorMessage(caught));
      return undefined;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { sending, error, run };
}
