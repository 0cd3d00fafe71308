/**
 * Builds the server into one JavaScript file for production (`node core/dist/server.js`): core and the
 * workspace packages it uses (contract, the first-party plugins, the storefront's server side) are
 * bundled; every npm package stays an import resolved from node_modules at run time, so the image
 * installs production dependencies only and runs no TypeScript.
 *
 * Plugins and the storefront's page server are loaded by name at run time (core imports neither a vendor
 * nor an app). The bundle cannot follow those imports, so the entry hands core a table of them: the
 * workspace's plugin packages (read from plugins/*) and the default STOREFRONT_SERVER; anything else
 * configured still loads by its name.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { DEFAULT_STOREFRONT_SERVER } from '../src/config/env';

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

const pageServer = DEFAULT_STOREFRONT_SERVER;
const table = [...pluginPackages, pageServer].map(
  (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`,
);
// Chunk names carry a content hash: without this, each build would leave the previous one's chunks behind.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
await build({
  stdin: {
    contents: `globalThis.torgetBundledModules = {\n${table.join('\n')}\n};\nawait import('./src/server.ts');\n`,
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
  // Without comments and indentation: V8 keeps every module's source as a string for as long as the process
  // runs, and this code's comments are a good part of it (some written with – or →, which make V8 store the
  // whole file at two bytes a character). Names stay as written; logged stacks map back through the maps.
  minifyWhitespace: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// stderr: a build's stdout is for output, and the linter allows only warn/error.
console.warn(
  `built ${path.relative(process.cwd(), path.join(outdir, 'server.js'))} (plugins: ${pluginPackages.join(', ')}; pages: ${pageServer})`,
);
