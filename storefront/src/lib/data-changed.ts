import { useEffect, useRef } from 'react';

/**
 * "My data changed": a feature that changes data other features show announces it here, and those features'
 * hooks fetch theirs again, so no feature needs to know another's cache keys.
 * - `shop`: a shop's settings were saved (its look, texts, payment settings): shop pages, product cards and the
 *   payment methods a shop takes.
 * - `catalogue`: a product was created, edited or removed: listings, product pages, categories.
 */
export type DataChange = 'shop' | 'catalogue';

type Listener = { change: DataChange; id: string; refresh: () => unknown };
const listeners = new Set<Listener>();
/** How many times each change was announced, and the count each subscriber's data last reflected. */
const announced: Record<DataChange, number> = { shop: 0, catalogue: 0 };
const seen = new Map<string, number>();
const seenKey = (change: DataChange, id: string) => `${change}:${id}`;

/**
 * Tells every mounted subscriber of `change` to fetch its data again; settles when they all have. A subscriber
 * not on screen now fetches again when it next mounts (its cached answer may be younger than SWR's deduping
 * interval, so SWR alone would show it as it was).
 */
export async function announceChange(change: DataChange): Promise<void> {
  announced[change] += 1;
  const subscribers = [...listeners].filter((listener) => listener.change === change);
  for (const listener of subscribers) seen.set(seenKey(change, listener.id), announced[change]);
  await Promise.allSettled(subscribers.map((listener) => listener.refresh()));
}

/**
 * While the calling component is mounted, `refresh` runs whenever `change` is announced; `id` names the data
 * (its cache key), so data announced stale while no component showed it is fetched again on the next mount.
 */
export function useRefreshOn(change: DataChange, refresh: () => unknown, id: string): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const key = seenKey(change, id);
    if ((seen.get(key) ?? announced[change]) < announced[change]) void latest.current();
    seen.set(key, announced[change]);
    const listener: Listener = { change, id, refresh: () => latest.current() };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [change, id]);
}
