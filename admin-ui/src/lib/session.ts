import { createSessionStore, useSessionUser } from '@torget/ui';

/** The session shared with the storefront (SPEC §3 `userInfo`): signing in on either serves both. */
export const session = createSessionStore();

export const useSession = () => useSessionUser(session);
