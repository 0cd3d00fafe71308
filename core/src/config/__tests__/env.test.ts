import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pluginEnvNames } from '../../plugins/define-plugin';
import { coreEnvVarNames, loadConfig, repoRoot } from '../env';
import { DEFAULT_PLUGIN_PACKAGES } from '../default-plugins';
import { importPlugin, PLUGINS_VARIABLE } from '../plugins';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'torget-env-'));

describe('loadConfig', () => {
  it('has laptop defaults: port 3000, localhost is the marketplace, demo data on', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.marketplaceHosts).toEqual(['localhost', '127.0.0.1']);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a JWT secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('reads the variables and treats empty ones as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      MARKETPLACE_HOSTS: 'Torget.se, www.torget.se',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: '',
      DATABASE_URL: 'postgresql://u:p@db:5432/torget',
    });
    expect(config.port).toBe(8080);
    expect(config.marketplaceHosts).toEqual(['localhost', '127.0.0.1', 'torget.se', 'www.torget.se']);
    expect(config.seedDemo).toBe(false);
    expect(config.admin).toBeUndefined();
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/torget');
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.se' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });
});

/** Compose's merge tags (`!reset`, `!override`) read as their plain value. */
const composeTags = ['!reset', '!override'].flatMap((tag) =>
  (['seq', 'map'] as const).map((collection) => ({ tag, collection, resolve: (value: unknown) => value })),
);

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
    customTags: composeTags,
  });
  const coreEnv: Record<string, string> = compose.services.core.environment;

  it('runs PostgreSQL with a volume and core against it', () => {
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(compose.services.postgres.volumes[0]).toMatch(/:\/var\/lib\/postgresql\/data$/);
    expect(coreEnv.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
    expect(compose.services.core.depends_on.postgres.condition).toBe('service_healthy');
  });

  it('names only variables the config reads (core, the plugin list or a built-in plugin declares), and the ones a deployment needs', async () => {
    const pluginVars = new Set<string>([PLUGINS_VARIABLE]);
    for (const packageName of DEFAULT_PLUGIN_PACKAGES)
      for (const name of pluginEnvNames(await importPlugin(packageName))) pluginVars.add(name);
    const services = [compose.services.core, compose.services['core-replica']];
    for (const name of services.flatMap((service) => Object.keys(service.environment))) {
      expect(coreEnvVarNames.includes(name) || pluginVars.has(name), name).toBe(true);
    }
    for (const needed of [
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'MARKETPLACE_HOSTS',
      'DATA_DIR',
      'PORT',
    ]) {
      expect(Object.keys(coreEnv)).toContain(needed);
    }
  });

  it('has a scaled profile: two core replicas behind a proxy, one PostgreSQL, uploads in an S3 store', () => {
    const { 'core-replica': replica, proxy, s3 } = compose.services;
    for (const service of [replica, proxy, s3]) expect(service.profiles).toEqual(['scaled']);
    expect(replica.extends.service).toBe('core'); // same image, database and variables as core
    expect(replica.deploy.replicas).toBe(2);
    expect(replica.ports).toEqual([]); // reached through the proxy only
    expect(replica.environment).toMatchObject({
      TRUST_PROXY: 'true',
      S3_BUCKET: 'torget-uploads',
      S3_ENDPOINT: 'http://s3:9000',
      S3_PUBLIC_URL: '/media',
    });
    expect(replica.depends_on.postgres.condition).toBe('service_healthy');
    expect(proxy.volumes[0]).toMatch(/^\.\/deploy\/nginx-scaled\.conf:/);
    const nginx = readFileSync(path.join(repoRoot, 'deploy/nginx-scaled.conf'), 'utf8');
    expect(nginx).toContain('server core-replica:3000 resolve;');
    expect(nginx).toMatch(/location \/media\/ \{\s+proxy_pass http:\/\/s3:9000\/torget-uploads\/;/);
  });
});
