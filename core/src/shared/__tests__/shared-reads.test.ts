import { describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { CatalogueVersion } from '../catalogue-version';
import { SharedReads } from '../shared-reads';

/** A read that answers when told to, counting how often it was started. */
function gate() {
  let started = 0;
  let open: (value: string) => void = () => {};
  const answer = new Promise<string>((resolve) => (open = resolve));
  return { read: () => (started++, answer), open: (value: string) => open(value), started: () => started };
}

// One instance on its own (no listen()): the version is this process's counter, no database involved.
const version = () =>
  new CatalogueVersion({ orm: undefined as unknown as MikroORM, logger: pino({ level: 'silent' }) });

describe('SharedReads', () => {
  it('lets identical reads in flight share one, and starts afresh once it has answered', async () => {
    const reads = new SharedReads<string>(version());
    const first = gate();
    const answers = Array.from({ length: 5 }, () => reads.run('lampa', first.read));
    const other = gate();
    const elsewhere = reads.run('vas', other.read);
    first.open('five lamps');
    other.open('a vase');
    expect(await Promise.all(answers)).toEqual(Array(5).fill('five lamps'));
    expect(await elsewhere).toBe('a vase');
    expect([first.started(), other.started()]).toEqual([1, 1]);

    const later = gate();
    const again = reads.run('lampa', later.read);
    later.open('lamps, read again');
    expect(await again).toBe('lamps, read again');
    expect(later.started()).toBe(1);
  });

  it('does not join a read that began before a catalogue change', async () => {
    const catalogue = version();
    const reads = new SharedReads<string>(catalogue);
    const before = gate();
    const old = reads.run('lampa', before.read);
    await catalogue.bump();
    const after = gate();
    const fresh = reads.run('lampa', after.read);
    before.open('before the price change');
    after.open('after the price change');
    expect([await old, await fresh]).toEqual(['before the price change', 'after the price change']);
    expect([before.started(), after.started()]).toEqual([1, 1]);
  });

  it('passes a failed read on to every caller that joined it, and retries on the next call', async () => {
    const reads = new SharedReads<string>(version());
    let fail: (error: Error) => void = () => {};
    const failing = new Promise<string>((_, reject) => (fail = reject));
    const joined = [reads.run('lampa', () => failing), reads.run('lampa', () => failing)];
    fail(new Error('connection lost'));
    for (const answer of joined) await expect(answer).rejects.toThrow('connection lost');
    expect(await reads.run('lampa', async () => 'back')).toBe('back');
  });
});
