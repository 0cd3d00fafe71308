import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, buildPath, createApiClient } from './client';
import { api } from './index';

let server: Server;
let baseUrl = '';
const seen: { method?: string; url?: string; auth?: string; type?: string; body?: string }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  // A small real server standing in for core: it answers like core does (JSON bodies, { message } errors).
  server = createServer(async (req, res) => {
    seen.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: await readBody(req),
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/users/signin') {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    } else if (req.url?.startsWith('/api/users/')) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Your session has ended.', code: 'INVALID_TOKEN' }));
    } else {
      res.end(JSON.stringify({ about_text: '<p>Hej</p>' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/users/:id', { id: 'a/b c' })).toBe('/api/users/a%2Fb%20c');
  });
});

describe('createApiClient', () => {
  it('sends the token only to calls that are not public', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'tok' });
    await client.call(api.settings.get);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/settings', auth: undefined });
    await client.call(api.users.get, { params: { id: 'abc' } }).catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({ url: '/api/users/abc', auth: 'Bearer tok' });
    // A public call whose answer widens for its owner asks for the token.
    await client.call(api.settings.get, {}, { signedIn: true });
    expect(seen.at(-1)).toMatchObject({ url: '/api/settings', auth: 'Bearer tok' });
  });

  it("throws the server's message and signs out on a 401 from a call that sent a token", async () => {
    let signedOut = 0;
    const client = createApiClient({ baseUrl, getToken: () => 'tok', onUnauthorized: () => signedOut++ });
    const signin = client.call(api.users.signin, { body: { email: 'a@b.se', password: 'x' } });
    await expect(signin).rejects.toMatchObject({ message: 'Invalid email or password', status: 401 });
    expect(JSON.parse(seen.at(-1)!.body!)).toEqual({ email: 'a@b.se', password: 'x' });
    expect(signedOut).toBe(0);
    await expect(client.call(api.users.get, { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toBe(1);
  });

  it('sends a multipart form for an upload, with the token and no JSON content type', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'tok' });
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png');
    await client.call(api.uploads.image, {}, { form });
    const sent = seen.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/uploads', auth: 'Bearer tok' });
    expect(sent.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('filename="logo.png"');
    expect(sent.body).toContain('png-bytes');
  });

  it('turns a network failure into the generic message', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(client.call(api.settings.get)).rejects.toMatchObject({
      message: GENERIC_ERROR_MESSAGE,
      status: 0,
    });
  });
});
