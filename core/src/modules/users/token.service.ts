import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../../config/env';
import { Cache } from '../../shared/cache';

export interface TokenClaims {
  /** The user id. */
  sub: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  tv: number;
}

/**
 * Bearer tokens carry only the user id and token version: roles are read from the database
 * on every request, so demotion, deletion and password changes take effect at once.
 */
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a PEM
   * public key on every call (and throws and catches when it is not), which was a tenth of core's CPU on
   * each signed-in request (measured on the seller's overview, docs/performance.md). Same key, same tokens.
   */
  private readonly secret: KeyObject;
  /**
   * Tokens already verified, with their claims, until they expire: a token's signature and claims never
   * change, so checking it again on every request (a twentieth of core's CPU on a signed-in read) found
   * nothing new. Only valid tokens are kept; whether the user may still use it (deleted, password changed,
   * role removed) is read from the database on every request all the same (auth-context.ts).
   */
  private readonly verified = new Cache<TokenClaims & { expiresAt: number }>({
    max: 2_000,
    ttlMs: 10 * 60_000,
  });

  constructor({ config }: { config: AppConfig }) {
    this.secret = createSecretKey(Buffer.from(config.jwtSecret));
  }

  sign(user: { id: string; tokenVersion: number }): string {
    return jwt.sign({ tv: user.tokenVersion }, this.secret, {
      subject: user.id,
      expiresIn: '30d',
      algorithm: 'HS256',
    });
  }

  /** The claims of a valid token, or undefined for anything forged, expired or malformed. */
  verify(token: string): TokenClaims | undefined {
    const known = this.verified.get(token);
    // jsonwebtoken's own rule: a token is expired from its `exp` second on.
    if (known && Date.now() < known.expiresAt) return { sub: known.sub, tv: known.tv };
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number')
        return undefined;
      if (typeof claims.exp === 'number')
        this.verified.set(token, { sub: claims.sub, tv: claims.tv, expiresAt: claims.exp * 1000 });
      return { sub: claims.sub, tv: claims.tv };
    } catch {
      return undefined;
    }
  }
}
