/**
 * Builds the server into one JavaScript file for production (`node core/dist/server.js`): core and the
 * workspace packages it uses (contract, the storefront's server side, the first-party plugins) are
 * bundled; every npm package stays an import resolved from node_modules at run time, so the image
 * installs production dependencies only and runs no TypeScript.
 *
 * Plugins are loaded by package name at run time (core never imports a vendor). The bundle cannot
 * follow those imports, so the entry hands core a table of the workspace's plugin packages (read from
 * plugins/*, nothing named here); a plugin installed from npm still loads by its name.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const coreDir = path.resolve(import.meta.dirname, '..');
const pluginsDir = path.resolve(coreDir, '../plugins');
const outdir = process.argv[2] ?? path.join(coreDir, 'dist');

const pluginPackages = readdirSync(pluginsDir)
  .map((dir) => path.join(pluginsDir, dir, 'package.json'))
  .filter(existsSync)
  .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name);

/** npm packages stay imports; our workspace packages (@torget/*) are TypeScript and go into the bundle. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@torget/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

const table = pluginPackages.map(
  (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`,
);
// Chunk names carry a content hash: without this, each build would leave the previous one's chunks behind.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
await build({
  stdin: {
    contents: `globalThis.torgetBundledPlugins = {\n${table.join('\n')}\n};\nawait import('./src/server.ts');\n`,
    resolveDir: coreDir,
    sourcefile: 'server-entry.ts',
    loader: 'ts',
  },
  outdir,
  entryNames: 'server',
  // Lazily imported parts (the embedded PostgreSQL, each plugin) become chunks of their own, so their
  // npm packages are imported only when used: a production install without them still starts.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// stderr: a build's stdout is for output, and the linter allows only warn/error.
console.warn(
  `built ${path.relative(process.cwd(), path.join(outdir, 'server.js'))} (plugins: ${pluginPackages.join(', ')})`,
);
