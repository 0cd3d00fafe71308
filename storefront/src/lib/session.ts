import { createSessionStore, useSessionUser, type SessionUser } from '@torget/ui';

export type { SessionUser };

/** The kit's userInfo store (docs/product.md §3), the one the admin app reads too: one sign-in serves both. */
const store = createSessionStore();

/** Everything cleared when a session ends (docs/product.md §4): the user, the cart and the shipping address. */
const onSignOut = new Set<() => void>();
export const whenSignedOut = (clear: () => void) => onSignOut.add(clear);

export const session = {
  user: store.get,
  token: store.token,
  /** Sign-in, register and profile update: the returned user becomes the session (docs/product.md §4). */
  signIn: store.signIn,
  signOut() {
    store.signOut();
    onSignOut.forEach((clear) => clear());
  },
};

export const useSession = (): SessionUser | null => useSessionUser(store);
