import { lazy, type ComponentType } from 'react';
import type { IndexRouteObject, NonIndexRouteObject } from 'react-router-dom';

/**
 * A screen in its own chunk, loaded when first shown (the server's first HTML names the chunks of the page it
 * serves, so a first visit waits for no second round trip: server/screen-scripts.ts). Suspends its route
 * meanwhile; the layout's boundary shows the loading state and a failed load.
 */
export function screen(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

/**
 * A route of the storefront's declarative router: a path (or an index) and what it renders, nothing a data
 * router needs (`lazy`, loaders, error elements are not read by it; scripts/route-manifest.ts refuses them).
 */
type Plain<R> = Omit<R, 'lazy' | 'loader' | 'action' | 'errorElement' | 'ErrorBoundary' | 'children'>;
export type ScreenRoute =
  Plain<IndexRouteObject> | (Plain<NonIndexRouteObject> & { children?: ScreenRoute[] });
