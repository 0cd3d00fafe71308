import { request as httpRequest } from 'node:http';

/** A tiny HTTP client for tests: real requests against the app listening on a loopback port. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  /** The body as it came (a file answer: an image, a zip). */
  bytes: Buffer;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** Any header, including `host` (fetch cannot set it; seller-domain tests need it). */
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string or Buffer (sent as is) or FormData (multipart). */
  body?: unknown;
}

async function encodeBody(body: unknown, headers: Record<string, string>): Promise<Buffer | undefined> {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof FormData) {
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    headers['content-type'] = encoded.headers.get('content-type')!;
    return Buffer.from(await encoded.arrayBuffer());
  }
  headers['content-type'] ??= 'application/json';
  return Buffer.from(JSON.stringify(body));
}

export class TestClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = await encodeBody(options.body, headers);
    if (payload) headers['content-length'] = String(payload.length);
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined)
              responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          // NDJSON (a call's progress, contract/src/progress.ts) is many JSON texts: read from `text`.
          const type = responseHeaders.get('content-type') ?? '';
          const json = type.includes('json') && !type.includes('ndjson') && text;
          resolve({
            status: res.statusCode ?? 0,
            body: (json ? JSON.parse(text) : undefined) as T,
            text,
            bytes,
            headers: responseHeaders,
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
