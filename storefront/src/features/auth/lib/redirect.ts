/**
 * Where to go after signing in (docs/product.md §2: the redirect value, else /). `redirect=shipping` means /shipping;
 * only paths on this site are followed (never `//other.host` or a full URL).
 */
export function redirectTarget(search: string): string {
  const value = new URLSearchParams(search).get('redirect')?.trim();
  if (!value) return '/';
  const path = value.startsWith('/') ? value : `/${value}`;
  return path.startsWith('//') || path.includes('\\') || /^\/[a-z]+:/i.test(path) ? '/' : path;
}

/** Keeps the redirect on the links between sign-in and register. */
export const withRedirect = (path: string, search: string) => {
  const value = new URLSearchParams(search).get('redirect');
  return value ? `${path}?redirect=${encodeURIComponent(value)}` : path;
};
