/**
 * Host → site resolution (docs/product.md §1): the marketplace hosts (and localhost) are the marketplace;
 * any other host is a seller's own domain.
 */
export type Site = { kind: 'marketplace' } | { kind: 'shop'; domain: string };

/** Lower-cases a host name and drops a port and a leading `www.`. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) name = name.slice(0, name.indexOf(']') + 1);
  else name = name.replace(/:\d+$/, '');
  return name.replace(/^www\./, '').replace(/\.$/, '');
}

export function resolveSite(host: string, marketplaceHosts: string[]): Site {
  const name = normalizeHost(host);
  if (!name || marketplaceHosts.includes(name) || name === '[::1]') return { kind: 'marketplace' };
  return { kind: 'shop', domain: name };
}
