import type { CatalogueVersion } from './catalogue-version';

/**
 * Identical catalogue reads in flight at the same moment share one database round trip: fifty shoppers
 * opening the same search at once cost one query, not fifty (measured: the first answers of a popular
 * search otherwise queue behind each other's identical reads). A read is joined only while the catalogue
 * is unchanged since it began, so nobody is answered from before a change they could have seen.
 */
export class SharedReads<V> {
  private readonly inFlight = new Map<string, { version: number; answer: Promise<V> }>();

  constructor(private readonly catalogueVersion: CatalogueVersion) {}

  /** `read`'s answer, or that of an identical read already under way. Callers must not mutate it. */
  run(key: string, read: () => Promise<V>): Promise<V> {
    const version = this.catalogueVersion.current;
    const pending = this.inFlight.get(key);
    if (pending && pending.version === version && this.catalogueVersion.trusted) return pending.answer;
    const answer = read().finally(() => {
      if (this.inFlight.get(key)?.answer === answer) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { version, answer });
    return answer;
  }
}
