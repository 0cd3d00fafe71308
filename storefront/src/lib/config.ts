/**
 * Runtime configuration, so one build serves any deployment: the server that sends index.html (core, or the
 * storefront's own server) writes it into `<script type="application/json" id="torget-config">`. A page served
 * without it (Vite dev) gets same-origin defaults.
 */
export interface StorefrontConfig {
  /** Origin of the API; '' for the same origin. */
  apiBaseUrl: string;
  /** The marketplace's public address, where a shop page on a foreign host sends people. */
  marketplaceUrl: string;
  /** Host names that are the marketplace; any other host is a seller's own domain (docs/product.md §1). */
  marketplaceHosts: string[];
  /** Where the admin app lives ('' = the same origin). */
  adminUrl: string;
}

function readEmbedded(): Partial<StorefrontConfig> {
  if (typeof document === 'undefined') return {};
  try {
    return JSON.parse(
      document.getElementById('torget-config')?.textContent || '{}',
    ) as Partial<StorefrontConfig>;
  } catch {
    return {};
  }
}

const embedded = readEmbedded();
const here = typeof location === 'undefined' ? 'http://localhost' : location.origin;

export const config: StorefrontConfig = {
  apiBaseUrl: embedded.apiBaseUrl ?? '',
  marketplaceUrl: embedded.marketplaceUrl || here,
  marketplaceHosts: embedded.marketplaceHosts ?? [],
  adminUrl: embedded.adminUrl ?? '',
};

const ALWAYS_MARKETPLACE = ['localhost', '127.0.0.1', '[::1]'];

/** docs/product.md §1: the main host and localhost count as the marketplace; any other host is a seller's own domain. */
export function isMarketplaceHost(hostname: string, settings: StorefrontConfig = config): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const known = [...ALWAYS_MARKETPLACE, ...settings.marketplaceHosts.map((h) => h.toLowerCase())];
  try {
    known.push(new URL(settings.marketplaceUrl).hostname.toLowerCase());
  } catch {
    // an unparsable marketplace URL adds nothing
  }
  return known.includes(host);
}
