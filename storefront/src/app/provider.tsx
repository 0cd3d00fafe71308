import { ThemeRoot } from '@torget/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SiteProvider } from '../lib/site';

/** Everything every screen renders inside: data cache, the site (marketplace or own domain), the theme. */
export function AppProvider({
  children,
  hostname = location.hostname,
  freshCache = false,
}: {
  children: ReactNode;
  hostname?: string;
  /** Tests start each render with an empty data cache. */
  freshCache?: boolean;
}) {
  return (
    <SWRConfig
      value={{
        ...(freshCache ? { provider: () => new Map(), dedupingInterval: 0 } : {}),
        shouldRetryOnError: false,
      }}
    >
      <ThemeRoot>
        <SiteProvider hostname={hostname}>{children}</SiteProvider>
      </ThemeRoot>
    </SWRConfig>
  );
}
