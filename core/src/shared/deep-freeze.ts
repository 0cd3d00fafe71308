/**
 * Freezes a value and every object and array it holds, and returns it. An answer kept in a cache and
 * served to many requests is frozen so none of them can change it for the others; the HTTP layer then
 * also keeps its checked JSON beside it (http/route.ts) instead of serialising it again per request.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** Whether `value` and everything it holds are frozen (a primitive is). */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}
