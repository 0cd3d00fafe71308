import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../config/env';
import { freePort } from '../db/embedded-postgres';
import { createTestDatabase } from '../testing/test-database';

/**
 * Guards for the production files (there is no Docker engine in CI to build the image): what the
 * image, .dockerignore and compose must say, and that the JavaScript the image runs starts with plain
 * node on a PostgreSQL, logs without health-check noise and stops cleanly on SIGTERM.
 */
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('.dockerignore', () => {
  const rules = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps secrets (.env files, at any depth) out of the image, but not the example', () => {
    for (const rule of ['.env', '.env.*', '**/.env', '**/.env.*']) expect(rules).toContain(rule);
    expect(rules.filter((rule) => rule.startsWith('!'))).toEqual(['!.env.example']);
  });

  it('keeps local installs, data and build output out', () => {
    for (const rule of ['node_modules', '**/node_modules', '.data', '**/dist', '.git', 'storybook-static'])
      expect(rules).toContain(rule);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('uses pinned base images', () => {
    for (const stage of stages) expect(stage.split('\n')[0]).toMatch(/^node:\d+\.\d+\.\d+-[a-z]+-slim\b/);
  });

  it('runs the built JavaScript with node itself: no tsx, npx or npm at run time', () => {
    const cmd = /^CMD (.+)$/m.exec(runtime)![1]!;
    const args = JSON.parse(cmd) as string[];
    expect(args[0]).toBe('node');
    expect(args).toContain('core/dist/server.js');
    expect(cmd).not.toMatch(/tsx|npx|npm/);
  });

  it('installs production dependencies only and copies no sources or dev tools into the runtime image', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const copies = runtime.split('\n').filter((line) => line.startsWith('COPY'));
    expect(copies).toEqual([
      'COPY --from=build /prod /app',
      'COPY --from=build /app/core/dist /app/core/dist',
      'COPY --from=build /app/storefront/dist /app/storefront/dist',
      'COPY --from=build /app/admin-ui/dist /app/admin-ui/dist',
    ]);
    expect(runtime).toMatch(/^USER node$/m);
  });

  it('checks health on the configured port', () => {
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*process\.env\.PORT[\s\S]*\/readyz/);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { logLevel: 'error' }) as {
    services: Record<
      string,
      {
        image?: string;
        restart?: string;
        init?: boolean;
        environment?: Record<string, string>;
        extends?: { service: string };
      }
    >;
  };
  const services = Object.entries(compose.services);

  it('never seeds the demo accounts unless SEED_DEMO asks for it', () => {
    expect(compose.services.core!.environment!.SEED_DEMO).toBe('${SEED_DEMO:-false}');
  });

  it('pins every image to a version', () => {
    for (const [name, service] of services) {
      if (!service.image) continue;
      expect(service.image, name).not.toMatch(/:latest$/);
      expect(service.image, name).toMatch(/:(v?\d+\.\d+[\w.-]*|RELEASE\.[\w-]+)$/);
    }
  });

  it('restarts long-running services, and runs core under an init process', () => {
    for (const [name, service] of services) {
      if (name === 's3-init') continue; // a one-off job
      const restart = service.restart ?? compose.services[service.extends?.service ?? '']?.restart;
      expect(restart, name).toBe('unless-stopped');
    }
    expect(compose.services.core!.init).toBe(true);
  });
});

describe('the production build', () => {
  const outdir = path.join(repoRoot, 'core/dist', `.test-${randomBytes(4).toString('hex')}`);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it(
    'starts with plain node on a PostgreSQL, serves the API and the storefront pages on one port, logs requests but not health checks, and stops cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      mkdirSync(outdir, { recursive: true });
      execFileSync(process.execPath, ['--import', 'tsx', 'core/scripts/build.ts', outdir], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
      // A built storefront stand-in: the bundle answers its pages through the storefront's server side.
      const storefrontDist = path.join(outdir, 'storefront');
      mkdirSync(storefrontDist, { recursive: true });
      writeFileSync(
        path.join(storefrontDist, 'index.html'),
        '<html><head><!--page-head--><title>x</title><!--/page-head--></head>shell<!--page-config--></html>',
      );
      writeFileSync(path.join(storefrontDist, 'route-paths.json'), JSON.stringify(['/']));
      // Its catalogs, as a build writes them beside the bundle (the page heads are written from them).
      mkdirSync(path.join(storefrontDist, 'messages'));
      for (const locale of ['sv', 'en'])
        writeFileSync(
          path.join(storefrontDist, 'messages', `${locale}.json`),
          JSON.stringify({ 'head.site.title': 'Torget – test', 'head.notFound': 'Not found' }),
        );
      const database = await createTestDatabase(inject('pgAdminUrl'));
      const port = await freePort();
      // Plain node with the image's node arguments (its heap cap): no TypeScript loader, the way the image runs it.
      const imageArgs = (JSON.parse(/^CMD (.+)$/m.exec(read('Dockerfile'))![1]!) as string[]).slice(1, -1);
      const child = spawn(process.execPath, [...imageArgs, path.join(outdir, 'server.js')], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: path.join(outdir, 'data'),
          JWT_SECRET: randomBytes(32).toString('hex'),
          SEED_DEMO: 'false',
          STOREFRONT_DIST: storefrontDist,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      try {
        for (let i = 0; ; i++) {
          if (child.exitCode !== null) throw new Error(`the built server exited:\n${output}`);
          const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (res) => res.ok,
            () => false,
          );
          if (ok) break;
          if (i > 300) throw new Error(`the built server did not become ready:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${port}/healthz`);
        expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(200);
        // The storefront's server side is bundled in (core loads it by name): real heads, 404s, the sitemap.
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<title>Torget – .*<\/title>[\s\S]*id="torget-config"/);
        expect((await fetch(`http://127.0.0.1:${port}/no/such/page`)).status).toBe(404);
        const sitemap = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
        expect(sitemap.status).toBe(200);
        expect(await sitemap.text()).toContain('<urlset');
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited, output).toBe(0);
      await database.drop();
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; path?: string });
      const logged = lines.filter((line) => line.msg === 'request').map((line) => line.path);
      // (The sitemap's own reads of the API, made in process, are requests too.)
      expect(logged).toEqual(expect.arrayContaining(['/api/products', '/', '/no/such/page', '/sitemap.xml']));
      expect(logged.filter((logPath) => logPath === '/healthz' || logPath === '/readyz')).toEqual([]);
      expect(lines.map((line) => line.msg)).toContain('stopped');
    },
  );
});
