import { inject } from 'vitest';

const demoBefore = Date.parse(inject('demoBefore'));

/**
 * The demo marketplace's products among `products` (made before the server was ready). Journey files run
 * two at a time against one server, so the newest products may be another file's, made a moment ago with
 * sizes, in a shop that is not open yet, or about to be removed: a journey that wants "any product" picks
 * among these.
 */
export function demoProducts<T extends { createdAt: string }>(products: T[]): T[] {
  return products.filter((product) => Date.parse(product.createdAt) < demoBefore);
}
