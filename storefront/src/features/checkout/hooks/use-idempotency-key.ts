import { useMemo } from 'react';

const STORE = 'torget:checkout-key';

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per checkout: the same cart, address and method keep the same key, across repeated
 * clicks and even a reload after an answer was lost, so the server makes the order once. A changed checkout
 * gets a new key (it is a different order).
 */
export function useIdempotencyKey(checkout: unknown): string {
  const signature = JSON.stringify(checkout);
  return useMemo(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORE) ?? 'null') as {
        signature: string;
        key: string;
      } | null;
      if (saved?.signature === signature) return saved.key;
      const key = newKey();
      sessionStorage.setItem(STORE, JSON.stringify({ signature, key }));
      return key;
    } catch {
      return newKey();
    }
  }, [signature]);
}

/** After the order exists, the next checkout starts with a fresh key. */
export const forgetIdempotencyKey = () => {
  try {
    sessionStorage.removeItem(STORE);
  } catch {
    // nothing stored
  }
};
