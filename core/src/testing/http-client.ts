/** A tiny HTTP client for tests: real requests against the app listening on a loopback port. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string (sent as is) or FormData. */
  body?: unknown;
}

export class TestClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = undefined;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
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
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
