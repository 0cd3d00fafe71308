import type { SessionUserDto } from '@torget/contract';
import { useSyncExternalStore } from 'react';
import { createStoredValue } from './storage';

/** The signed-in user as stored in the browser (SPEC §3 userInfo): the sign-in answer, token included. */
export type SessionUser = Pick<
  SessionUserDto,
  '_id' | 'name' | 'email' | 'is_admin' | 'is_seller' | 'wants_to_be_seller' | 'token'
> &
  Partial<SessionUserDto>;

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

export const sessionStore = createStoredValue<SessionUser | null>('userInfo', isSessionUser, null);

/** Everything cleared when a session ends (SPEC §4): the user, the cart and the shipping address. */
const onSignOut = new Set<() => void>();
export const whenSignedOut = (clear: () => void) => onSignOut.add(clear);

export const session = {
  user: () => sessionStore.get(),
  token: () => sessionStore.get()?.token,
  /** Sign-in, register and profile update: the returned user becomes the session (SPEC §4). */
  signIn: (user: SessionUser) => sessionStore.set(user),
  signOut() {
    sessionStore.set(null);
    onSignOut.forEach((clear) => clear());
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
