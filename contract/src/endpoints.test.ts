import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEndpointsModule } from './endpoints.render';
import { endpoints } from './endpoints.gen';
import { api } from './index';

describe('endpoints (the browser call list)', () => {
  it('matches the call definitions — run `npm run gen -w @torget/contract` after changing a call', async () => {
    const onDisk = readFileSync(path.join(import.meta.dirname, 'endpoints.gen.ts'), 'utf8');
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(path.join(import.meta.dirname, 'endpoints.gen.ts'));
    const expected = await prettier.format(renderEndpointsModule(), { ...options, parser: 'typescript' });
    expect(onDisk).toBe(expected);
  });

  it('describes every call by method, path and access only', () => {
    expect(endpoints.products.get).toEqual({ method: 'GET', path: '/api/products/:id', access: 'public' });
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(api).sort());
  });
});
