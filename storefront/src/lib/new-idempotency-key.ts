/**
 * A fresh Idempotency-Key (128 random bits, hex). From `crypto.getRandomValues`, which browsers also offer
 * on plain-http pages (a shop's own domain in development), where `crypto.randomUUID` is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
