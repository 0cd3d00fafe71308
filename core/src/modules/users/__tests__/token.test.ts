import { afterEach, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../config/env';
import { TokenService } from '../token.service';

const tokens = new TokenService({
  config: { jwtSecret: 'a-secret-of-at-least-32-characters!' } as AppConfig,
});
const user = { id: '0b7c5a52-4d0f-4c39-9a39-5d2b8e3f1a10', tokenVersion: 3 };

afterEach(() => void vi.useRealTimers());

it('accepts a token it verified before only until the token expires (30 days), however often it was used', () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
  const token = tokens.sign(user);
  expect(tokens.verify(token)).toEqual({ sub: user.id, tv: 3 });
  vi.setSystemTime(new Date('2026-12-27T11:59:58Z'));
  expect(tokens.verify(token)).toEqual({ sub: user.id, tv: 3 });
  vi.setSystemTime(new Date('2026-12-27T12:00:00Z'));
  expect(tokens.verify(token)).toBeUndefined();
});

it('never takes a forged or altered token for a verified one', () => {
  const token = tokens.sign(user);
  expect(tokens.verify(token)).toBeDefined();
  const [header, , signature] = token.split('.');
  const claims = Buffer.from(JSON.stringify({ tv: 3, sub: user.id, exp: 4_000_000_000 })).toString(
    'base64url',
  );
  expect(tokens.verify(`${header}.${claims}.${signature}`)).toBeUndefined();
  expect(tokens.verify(`${token.slice(0, -2)}AA`)).toBeUndefined();
  const other = new TokenService({ config: { jwtSecret: 'another-secret-of-32-characters!!' } as AppConfig });
  expect(other.verify(token)).toBeUndefined();
});
