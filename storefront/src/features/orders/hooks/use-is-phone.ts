import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/**
 * Whether this looks like a phone: narrower than the theme's wide layout, or a touch screen as the main
 * pointer. A phone opens a payment app by link; a computer asks for the payer's number instead. Without
 * `matchMedia` (tests, old browsers) it answers false, the computer's way, which works everywhere.
 */
export function useIsPhone(): boolean {
  const { wide } = useTheme();
  const query = `not all and ${wide}, (pointer: coarse)`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
