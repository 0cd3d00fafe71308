import type { SessionUserDto } from '@torget/contract';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user as both apps keep it (docs/product.md §3 `userInfo` in localStorage): the sign-in answer, token
 * included. Served from one origin, the storefront and the admin app share it, so one sign-in serves both.
 */
export type SessionUser = Pick<
  SessionUserDto,
  '_id' | 'name' | 'email' | 'is_admin' | 'is_seller' | 'wants_to_be_seller' | 'token'
> &
  Partial<SessionUserDto>;

export const SESSION_KEY = 'userInfo';

const isSessionUser = (value: unknown): value is SessionUser => {
  const user = value as SessionUser | null;
  return (
    !!user &&
    typeof user === 'object' &&
    typeof user._id === 'string' &&
    typeof user.token === 'string' &&
    typeof user.name === 'string' &&
    typeof user.is_admin === 'boolean' &&
    typeof user.is_seller === 'boolean'
  );
};

/** Stored data may be stale, malformed or from an older version: a bad value reads as signed out. */
function read(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    const value: unknown = raw == null ? null : JSON.parse(raw);
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

function write(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SESSION_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(SESSION_KEY);
  } catch {
    // Private mode or a full quota: the session lives in memory for this page.
  }
}

/** A store for the session, for React's useSyncExternalStore; other tabs' changes arrive through `storage`. */
export function createSessionStore() {
  let current = read();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      current = read();
      emit();
    });
  }
  return {
    get: () => current,
    token: () => current?.token,
    /** Sign-in, register and profile update: the returned user becomes the session (docs/product.md §4). */
    signIn(user: SessionUser) {
      current = user;
      write(user);
      emit();
    },
    signOut() {
      current = null;
      write(null);
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

export function useSessionUser(store: SessionStore): SessionUser | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
