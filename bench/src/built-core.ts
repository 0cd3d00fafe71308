import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../core/src/db/embedded-postgres';

const root = path.resolve(import.meta.dirname, '../..');

/** The node arguments of the Dockerfile's CMD (e.g. its heap cap), so the bench runs what the image runs. */
function productionNodeArgs(): string[] {
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
  const args = cmd ? (JSON.parse(cmd) as string[]) : [];
  if (args[0] !== 'node' || args.at(-1) !== 'core/dist/server.js')
    throw new Error('the Dockerfile no longer runs `node … core/dist/server.js`: update the bench');
  return args.slice(1, -1);
}

/**
 * The environment the image's runtime stage sets (its `ENV` lines, e.g. glibc's malloc arenas), so core's
 * process here allocates as the image's does. The bench's own PORT, DATA_DIR and NODE_ENV come after.
 */
function productionEnv(): Record<string, string> {
  const runtime = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    .split(/^FROM /m)
    .at(-1)!;
  const pairs = [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]!.trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split('=', 2) as [string, string]));
}

/**
 * Core as production runs it (the Dockerfile's `node … core/dist/server.js`): the esbuild bundle under plain
 * node with the image's node arguments, no TypeScript loader in the process (tsx alone adds about 100 MB of
 * RSS), JSON request logs on. On DATABASE_URL it migrates (nothing to do) and seeds no demo data.
 * `inspectPort`: V8's inspector on that loopback port, for a tool that profiles core from outside.
 */
export async function startBuiltCore(
  databaseUrl: string,
  { inspectPort }: { inspectPort?: number } = {},
): Promise<{ url: string; child: ChildProcess }> {
  // Inside the repo, so the bundle's npm imports resolve from node_modules as in the image.
  const outdir = path.join(root, 'core/dist');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'core/scripts/build.ts'), outdir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  // BENCH_NODE_ARGS: more node arguments for core, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  if (inspectPort) extra.push(`--inspect=127.0.0.1:${inspectPort}`);
  const child = spawn(process.execPath, [...productionNodeArgs(), ...extra, path.join(outdir, 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...productionEnv(),
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'torget-bench-data-')),
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the built core exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    if (i > 600) throw new Error('the built core did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
