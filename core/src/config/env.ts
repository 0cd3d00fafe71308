import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE, MIN_POOL_SIZE } from '../db/connection-budget';

/**
 * The repository root (the folder whose package.json lists the workspaces): the default home of `.data/`
 * and of the built apps. Looked up, not counted in `..`s, so it is the same from core/src and from the
 * production bundle in core/dist.
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

/** The page server `npm start` and the image use (STOREFRONT_SERVER's default): the storefront's own. */
export const DEFAULT_STOREFRONT_SERVER = '@torget/storefront/server';

/** Every environment variable core reads, with defaults that work on a laptop. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Set behind a reverse proxy so X-Forwarded-Host/-Proto/-For are believed. */
  TRUST_PROXY: flag(false),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL connections an instance's one pool holds at most; the instance adds one listener (db/connection-budget.ts). */
  DB_POOL_SIZE: z.coerce.number().int().min(MIN_POOL_SIZE).max(200).default(DEFAULT_POOL_SIZE),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  MARKETPLACE_HOSTS: csv,
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: csv,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: flag(true),
  /**
   * Listings read which products match through an in-process index of the listed catalogue (about 35 MB
   * per 100 000 products) instead of asking PostgreSQL to search and count; false reads them through SQL.
   */
  CATALOGUE_INDEX: flag(true),
  BODY_LIMIT_KB: z.coerce.number().int().positive().default(256),
  /** Failed sign-ins allowed per account, and per IP address, in 15 minutes (then 429 until the window passes). */
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGNIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  /** New accounts per IP address in an hour. */
  REGISTRATIONS_PER_IP: z.coerce.number().int().positive().default(20),
  /** Forgot-password requests per IP address in 15 minutes, and reset mails per address in an hour. */
  RESET_REQUESTS_PER_IP: z.coerce.number().int().positive().default(10),
  RESET_MAILS_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  /** Reports of illegal content in an hour per IP address, and per notifier's email (docs/notices.md). */
  NOTICES_PER_IP: z.coerce.number().int().positive().default(10),
  NOTICES_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** The euro's rate (SEK per euro) the DAC7 reminder job checks the 2 000 euro line with (docs/dac7.md). */
  DAC7_EUR_RATE: z.coerce.number().positive().max(100).default(11.5),
  GOOGLE_MAPS_KEY: z.string().optional(),
  STOREFRONT_DIST: z.string().default(path.join(repoRoot, 'storefront/dist')),
  /**
   * The module whose `createStorefrontHandler` answers the storefront's pages (real heads, 404s, sitemap,
   * robots) on core's port. Loaded by name at boot, so core's package depends on no app; `none` serves the
   * storefront's plain shell instead.
   */
  STOREFRONT_SERVER: z.string().default(DEFAULT_STOREFRONT_SERVER),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'admin-ui/dist')),
});

export type Env = z.input<typeof envSchema>;

/** Names of every variable core reads itself (plugins read their own; see config/plugins.ts). */
export const coreEnvVarNames = Object.keys(envSchema.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** DB_POOL_SIZE: the one pool's size (db/connection-budget.ts). */
  dbPoolSize: number;
  jwtSecret: string;
  /** Host names that are the marketplace; any other host is a seller's own domain. */
  marketplaceHosts: string[];
  publicUrl: string;
  logLevel: string;
  corsOrigins: string[];
  admin?: { email: string; password: string };
  seedDemo: boolean;
  /** CATALOGUE_INDEX: listings through the in-process catalogue index (products/catalogue-index). */
  catalogueIndex: boolean;
  bodyLimitKb: number;
  limits: {
    signinFailuresPerAccount: number;
    signinFailuresPerIp: number;
    registrationsPerIp: number;
    resetRequestsPerIp: number;
    resetMailsPerAddress: number;
    noticesPerIp: number;
    noticesPerEmail: number;
  };
  /** SEK per euro for the DAC7 reminder job's 2 000 euro line (the yearly report takes the admin's rate). */
  dac7EurRate: number;
  googleMapsKey: string;
  storefrontDist: string;
  /** The page server module (STOREFRONT_SERVER); undefined for `none`. */
  storefrontServer?: string;
  adminDist: string;
}

/** Parses the environment once; a bad value stops the boot with a message naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable (`FOO=` in a .env or compose file) means "not set", so defaults apply.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    marketplaceHosts: [...new Set(['localhost', '127.0.0.1', ...env.MARKETPLACE_HOSTS])],
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO,
    catalogueIndex: env.CATALOGUE_INDEX,
    bodyLimitKb: env.BODY_LIMIT_KB,
    limits: {
      signinFailuresPerAccount: env.SIGNIN_FAILURES_PER_ACCOUNT,
      signinFailuresPerIp: env.SIGNIN_FAILURES_PER_IP,
      registrationsPerIp: env.REGISTRATIONS_PER_IP,
      resetRequestsPerIp: env.RESET_REQUESTS_PER_IP,
      resetMailsPerAddress: env.RESET_MAILS_PER_ADDRESS,
      noticesPerIp: env.NOTICES_PER_IP,
      noticesPerEmail: env.NOTICES_PER_EMAIL,
    },
    dac7EurRate: env.DAC7_EUR_RATE,
    googleMapsKey: env.GOOGLE_MAPS_KEY ?? '',
    storefrontDist: path.resolve(env.STOREFRONT_DIST),
    storefrontServer: env.STOREFRONT_SERVER === 'none' ? undefined : env.STOREFRONT_SERVER,
    adminDist: path.resolve(env.ADMIN_DIST),
  };
}

/** A development secret generated once and kept beside the data, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
