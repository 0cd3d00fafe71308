import { expect, it } from 'vitest';
import { Cache } from '../cache';

it('keeps values within their byte budget, dropping the least recently used first and never one too large', () => {
  const cache = new Cache<string>({ max: 100, bytes: { most: 10, of: (value) => value.length } });
  cache.set('a', 'xxxx');
  cache.set('b', 'yyyy');
  expect(cache.get('a')).toBe('xxxx');
  cache.set('c', 'zzzz');
  // 12 bytes would be over 10: 'b', used least recently, went.
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['xxxx', undefined, 'zzzz']);
  cache.set('d', 'w'.repeat(11));
  expect(cache.get('d')).toBeUndefined();
  expect(cache.get('a')).toBe('xxxx');
});

it('keeps nothing read before the version it follows moved, and drops what it had', () => {
  const version = { current: 1, trusted: true };
  const cache = new Cache<number>({ max: 10, follows: version });
  const readAt = cache.version;
  version.current++;
  cache.set('late', 1, readAt);
  expect(cache.get('late')).toBeUndefined();
  cache.set('kept', 2);
  expect(cache.get('kept')).toBe(2);
  version.current++;
  expect(cache.get('kept')).toBeUndefined();
});
