import { vi } from 'vitest';

type Handler = (request: Request) => unknown;

/**
 * Component tests answer the API at the network boundary: `fakeApi({ 'GET /api/settings': () => ({...}) })`.
 * A handler may throw `{ status, body }` to answer an error, or answer a whole `Response` (a stream, its own
 * headers). Unknown calls answer 404 like core does.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    if (!handler) return Response.json({ message: 'Not Found', code: 'NOT_FOUND' }, { status: 404 });
    try {
      const answer = await handler(request);
      return answer instanceof Response ? answer : Response.json(answer);
    } catch (error) {
      const { status = 500, body = {} } = error as { status?: number; body?: unknown };
      return Response.json(body, { status });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
