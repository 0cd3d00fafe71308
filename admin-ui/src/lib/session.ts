import { createSessionStore, useSessionUser } from '@torget/ui';

/** The session shared with the storefront (docs/product.md §3 `userInfo`): signing in on either serves both. */
export const session = createSessionStore();

export const useSession = () => useSessionUser(session);
