// After `vite build`: writes dist/route-paths.json, the path patterns of every screen read from the app's own
// router (loaded through Vite, as the app is built), so the server can answer unknown pages with a 404 without
// keeping a second list of routes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { createServer } from 'vite';

function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    // The storefront's router is declarative: it never reads a data router's `lazy` or loaders, so a route
    // written that way would show nothing. Screens are `Component: screen(() => import(…))` (src/app/screen.ts).
    const dataOnly = (['lazy', 'loader', 'action', 'errorElement'] as const).filter((key) => key in route);
    if (dataOnly.length) throw new Error(`route ${route.path ?? '(layout)'} uses ${dataOnly.join(', ')}`);
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const here = route.index || (route.path && !route.children) ? [own || '/'] : [];
    return [...here, ...paths(route.children ?? [], own)];
  });
}

const root = path.join(import.meta.dirname, '..');
const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
try {
  const { routes } = (await vite.ssrLoadModule('/src/app/router.tsx')) as { routes: RouteObject[] };
  const known = [...new Set(paths(routes))].filter((p) => p !== '*' && !p.endsWith('/*'));
  writeFileSync(path.join(root, 'dist/route-paths.json'), `${JSON.stringify(known, null, 2)}\n`);
} finally {
  await vite.close();
}
