import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { errorStatus } from './errors';
import { api } from './index';
import { buildOpenApi, errorKindsOf } from './openapi';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const dir = mkdtempSync(path.join(tmpdir(), 'torget-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = buildOpenApi(api, { title: 'Torget API', version: '1', serverUrl: 'https://torget.se' });

interface Operation {
  operationId: string;
  responses: Record<string, { description: string }>;
}
const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods) as Operation[]);
const operation = (path: string, method: string) => doc.paths[path]![method] as Operation;
const statuses = (op: Operation) => Object.keys(op.responses);

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` with the repo's redocly.yaml over the document, as a file (no server needed). */
async function lint(document: unknown): Promise<LintProblem[]> {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const run = promisify(execFile)(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format', 'json'],
    // No telemetry and no update check: the test runs offline and says nothing about us.
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  // Problems make it exit non-zero; the report on stdout is what matters either way.
  const { stdout } = await run.catch((failed: { stdout: string }) => failed);
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

describe('the OpenAPI document', () => {
  it('says that messages follow Accept-Language and codes do not', () => {
    expect(doc.info.description).toContain('Accept-Language');
    expect(doc.components.schemas.Error.description).toMatch(/`code`.*never change/);
  });

  it('passes redocly lint (recommended rules) with no error or warning', async () => {
    const problems = await lint(doc);
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual(
      [],
    );
  }, 30_000);

  it('is checked by the linter: a document without operationIds or servers fails it', async () => {
    const broken = structuredClone(doc) as {
      servers?: unknown;
      paths: Record<string, Record<string, object>>;
    };
    delete broken.servers;
    delete (broken.paths['/api/products/{id}']!.get as { operationId?: string }).operationId;
    const rules = (await lint(broken)).map((problem) => problem.ruleId);
    expect(rules).toContain('no-empty-servers');
    expect(rules).toContain('operation-operationId');
  }, 30_000);

  it('names every call by its area and name in the contract (stable, unique ids for generated clients)', () => {
    expect(operation('/api/users/register', 'post').operationId).toBe('usersRegister');
    expect(operation('/api/orders', 'post').operationId).toBe('ordersPlace');
    expect(operation('/api/products/{id}', 'get').operationId).toBe('productsGet');
    const ids = operations.map((op) => op.operationId);
    expect(ids).toHaveLength(Object.values(api).flatMap((area) => Object.values(area)).length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the error answers each call can give, with statuses from the one error map', () => {
    // Public, read-only, no input: nothing a caller can get wrong.
    expect(statuses(operation('/api/users/top-sellers', 'get'))).toEqual(['200', 'default']);
    // A query → 400; public → no 401.
    expect(statuses(operation('/api/products', 'get'))).toEqual(['200', '400', 'default']);
    // Signed in, by id: 400 for a bad id, 401, 404 (another's order is "not found", never 403).
    expect(statuses(operation('/api/orders/{id}', 'get'))).toEqual(['200', '400', '401', '404', 'default']);
    // What the call declares beyond its shape: only the shop updates an order (403), races answer 409.
    expect(statuses(operation('/api/orders/{id}/update', 'put'))).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      'default',
    ]);
    // An admin call → 403 for non-admins; a body → 413 for one too large.
    expect(statuses(operation('/api/settings', 'put'))).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      'default',
    ]);
    // Two kinds with one status share one answer that names both.
    expect(operation('/api/users/profile', 'put').responses['400']!.description).toMatch(
      /Bad request.*Invalid input|Invalid input.*Bad request/,
    );
    for (const call of Object.values(api).flatMap((area) => Object.values(area))) {
      const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const documented = statuses(operation(path, call.method.toLowerCase()));
      for (const kind of errorKindsOf(call)) expect(documented).toContain(String(errorStatus[kind]));
      // What redocly's operation-4xx-response asks, for every call a caller can get wrong (redocly.yaml).
      const takesSomething =
        call.access !== 'public' || call.params || call.query || call.body || call.multipart;
      if (takesSomething) expect(documented.some((status) => status.startsWith('4'))).toBe(true);
    }
  });

  it('declares where the API is served', () => {
    expect(doc.servers).toEqual([{ url: 'https://torget.se' }]);
  });
});
