import { describe, expect, it } from 'vitest';
import { CoalescedReads } from '../coalesced-reads';

/** A read that answers when told to, counting how often it was started. */
function gate() {
  let started = 0;
  const opens: ((value: string) => void)[] = [];
  const read = () => {
    started++;
    return new Promise<string>((resolve) => opens.push(resolve));
  };
  return { read, open: (value: string) => opens.shift()!(value), started: () => started };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescedReads', () => {
  it('never answers a caller from a read begun before it asked: callers meanwhile share the next one', async () => {
    const reads = new CoalescedReads<string>();
    const lamps = gate();
    const first = reads.run('lampa', lamps.read);
    // A price changes here, after the first read began: these callers must see it.
    const later = Array.from({ length: 5 }, () => reads.run('lampa', lamps.read));
    const vases = gate();
    const elsewhere = reads.run('vas', vases.read);
    expect([lamps.started(), vases.started()]).toEqual([1, 1]);

    lamps.open('before the change');
    expect(await first).toBe('before the change');
    await settle();
    expect(lamps.started()).toBe(2);
    lamps.open('after the change');
    expect(await Promise.all(later)).toEqual(Array(5).fill('after the change'));
    vases.open('a vase');
    expect(await elsewhere).toBe('a vase');

    // Nothing is kept once a read has answered.
    const again = reads.run('lampa', lamps.read);
    expect(lamps.started()).toBe(3);
    lamps.open('read again');
    expect(await again).toBe('read again');
  });

  it('passes a failed read on to every caller it serves, and reads afresh on the next call', async () => {
    const reads = new CoalescedReads<string>();
    let fail: (error: Error) => void = () => {};
    const failing = new Promise<string>((_, reject) => (fail = reject));
    const first = reads.run('lampa', () => failing);
    const next = gate();
    const queued = [reads.run('lampa', next.read), reads.run('lampa', next.read)];
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    next.open('back');
    expect(await Promise.all(queued)).toEqual(['back', 'back']);
    expect(next.started()).toBe(1);
  });
});
