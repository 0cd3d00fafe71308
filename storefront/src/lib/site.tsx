import { endpoints } from '@torget/contract/browser';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiClient } from './api-client';
import { isMarketplaceHost } from './config';

/** Where the app runs: the marketplace, or a seller's own domain (then `shopId` is that seller). */
export interface Site {
  shopId: string | null;
}

const SiteContext = createContext<Site>({ shopId: null });

export const useSite = () => useContext(SiteContext);

/**
 * docs/product.md §2 Home: on a host that is not the marketplace, ask which seller owns it and render nothing until the
 * answer comes (failures are ignored: the page then shows the marketplace).
 */
export function SiteProvider({ hostname, children }: { hostname: string; children: ReactNode }) {
  const marketplace = isMarketplaceHost(hostname);
  const [site, setSite] = useState<Site | null>(marketplace ? { shopId: null } : null);
  useEffect(() => {
    if (marketplace) return;
    let live = true;
    apiClient
      .call(endpoints.shops.domainSeller, { params: { hostname } })
      .then(
        (answer) => answer._id,
        () => null,
      )
      .then((shopId) => live && setSite({ shopId }));
    return () => {
      live = false;
    };
  }, [hostname, marketplace]);
  if (!site) return null;
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
