/**
 * Core's one read-sharing helper (every use is listed in cache.ts). Identical reads share one run, without
 * anyone being answered from before they asked: a caller never joins a read that has already begun — it
 * waits for that one to end, and one new read then serves every
 * caller who arrived meanwhile. Each answer therefore comes from a statement that PostgreSQL started after
 * its caller arrived (a statement sees everything committed before it starts), exactly as if the caller
 * had sent its own: no change can be missed, and nothing has to be invalidated, on this instance or any
 * other. What it saves: at most one read per key runs at a time, so many identical requests at once cost
 * about two reads, not one each. A read that fails fails everyone it serves.
 *
 * The key must name everything the answer depends on (the statement and its parameters); a caller must not
 * change the answer it gets, which others share.
 */
export class CoalescedReads<V> {
  private readonly running = new Map<string, Promise<V>>();
  private readonly next = new Map<string, Promise<V>>();

  run(key: string, read: () => Promise<V>): Promise<V> {
    const waiting = this.next.get(key);
    if (waiting) return waiting;
    const running = this.running.get(key);
    if (!running) return this.start(key, read);
    const after = running.then(
      () => this.startNext(key, read),
      () => this.startNext(key, read),
    );
    this.next.set(key, after);
    return after;
  }

  private startNext(key: string, read: () => Promise<V>): Promise<V> {
    this.next.delete(key);
    return this.start(key, read);
  }

  private start(key: string, read: () => Promise<V>): Promise<V> {
    const answer = read().finally(() => {
      if (this.running.get(key) === answer) this.running.delete(key);
    });
    this.running.set(key, answer);
    return answer;
  }
}
