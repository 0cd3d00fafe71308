import { ThemeRoot } from '@torget/ui';
import type { ReactNode } from 'react';

export function AppProvider({ children }: { children: ReactNode }) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
