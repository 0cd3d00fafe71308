/**
 * localStorage under the spec's keys (docs/product.md §3: cartItems, shippingAddress; userInfo is the kit's session store).
 * Stored data may be stale, malformed or written by an older version: every read is checked and falls back
 * instead of crashing the app.
 */
export type StorageKey = 'cartItems' | 'shippingAddress';

export function readStored<T>(key: StorageKey, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working with what it holds in memory.
  }
}

/** A tiny store for one key, for React's useSyncExternalStore; other tabs' changes arrive through `storage`. */
export function createStoredValue<T>(key: StorageKey, isValid: (value: unknown) => value is T, fallback: T) {
  let current = readStored(key, isValid, fallback);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      current = readStored(key, isValid, fallback);
      emit();
    });
  }
  return {
    get: () => current,
    set(value: T | null) {
      current = value ?? fallback;
      writeStored(key, value);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
