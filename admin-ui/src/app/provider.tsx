import { ThemeRoot } from '@torget/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Admin screens show what the server has now: no refetch on focus churn, one retry on a network error. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, errorRetryCount: 1 }}>
      <ThemeRoot>{children}</ThemeRoot>
    </SWRConfig>
  );
}
