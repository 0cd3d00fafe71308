import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../csp';
import { securityHeaders } from '../security-headers';

const options = {
  contentSecurityPolicy: { directives: cspDirectives([]) },
  crossOriginEmbedderPolicy: false,
};
const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function headersOf(handler: Parameters<typeof createServer>[1]): Promise<Record<string, string>> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const headers = Object.fromEntries(res.headers);
  for (const name of ['date', 'content-length', 'content-type', 'connection', 'keep-alive'])
    delete headers[name];
  return headers;
}

describe('securityHeaders', () => {
  it('sets exactly the headers helmet sets on a response, learnt once', async () => {
    const byHelmet = await headersOf((req, res) => helmet(options)(req, res, () => res.end('x')));
    const app = new Koa();
    app.use(securityHeaders(options));
    app.use((ctx) => {
      ctx.body = 'x';
    });
    const ours = await headersOf(app.callback());
    expect(Object.keys(byHelmet).length).toBeGreaterThan(10);
    expect(ours).toEqual(byHelmet);
  });

  it('refuses options that would make helmet answer per request', () => {
    const perRequest = { contentSecurityPolicy: { directives: { defaultSrc: [() => "'self'"] } } };
    expect(() => securityHeaders(perRequest)).toThrow(/function of the request/);
  });
});
