import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../../config/env';

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
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number')
        return undefined;
      return { sub: claims.sub, tv: claims.tv };
    } catch {
      return undefined;
    }
  }
}
