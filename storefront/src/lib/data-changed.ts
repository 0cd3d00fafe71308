import { useEffect, useRef } from 'react';

/**
 * "My data changed": a feature that changes data other features show announces it here, and those features'
 * hooks fetch theirs again, so no feature needs to know another's cache keys.
 * - `shop`: a shop's settings were saved (its look, texts, payment settings): shop pages, product cards and the
 *   payment methods a shop takes.
 * - `catalogue`: a product was created, edited or removed: listings, product pages, categories.
 */
export type DataChange = 'shop' | 'catalogue';

type Listener = { change: DataChange; refresh: () => unknown };
const listeners = new Set<Listener>();

/** Tells every mounted subscriber of `change` to fetch its data again; settles when they all have. */
export async function announceChange(change: DataChange): Promise<void> {
  const subscribers = [...listeners].filter((listener) => listener.change === change);
  await Promise.allSettled(subscribers.map((listener) => listener.refresh()));
}

/**
 * While the calling component is mounted, `refresh` runs whenever `change` is announced (data cached for
 * components not on screen is fetched again when one mounts: SWR revalidates stale data on mount).
 */
export function useRefreshOn(change: DataChange, refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const listener: Listener = { change, refresh: () => latest.current() };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [change]);
}
