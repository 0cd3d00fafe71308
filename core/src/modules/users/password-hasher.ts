import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's recommended defaults (19 MiB memory, 2 iterations). */
export class PasswordHasher {
  /** A hash to verify against when an email is unknown, so sign-in time does not reveal which emails exist. */
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.dummy ??= hash('not-a-real-password');
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
