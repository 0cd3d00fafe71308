import type { CallDef, CallInput, CallOutput, CallProgress } from './call';
import type { Endpoint } from './endpoint';
import { PROGRESS_CONTENT_TYPE, type ProgressLine } from './progress';

/** An error answer from the API, with the server's message (docs/product.md §8 shows it to the user). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Origin of the API; '' (same origin) in the browser. */
  baseUrl?: string;
  /** The bearer token to send, if any. */
  getToken?: () => string | undefined | null;
  /** The reader's language, sent as `Accept-Language` so the server's messages come in it. */
  getLanguage?: () => string;
  /** Called on any 401 from a call that sent a token (docs/product.md §4: sign the user out). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** Per-call extras: request headers such as Idempotency-Key; the form of a multipart call (an upload). */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as multipart/form-data (the browser sets the boundary) for calls whose contract declares `multipart`. */
  form?: FormData;
  /**
   * Sends the session's token on a public call too, for the calls whose answer widens for its owner (a seller
   * reading her own product before it is listed). Other public calls go without it.
   */
  signedIn?: boolean;
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please check your connection and try again.';

/** Fills `:param` placeholders from `params`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A typed client: `client.call(api.users.signin, { body: { email, password } })`. */
export function createApiClient(options: ApiClientOptions = {}) {
  // Looked up per call, so a fetch installed after the client was created (tests, polyfills) is used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  /** Sends the request; answers the response when it is a success, else throws the server's ApiError. */
  async function send<C extends CallDef>(
    call: C | Endpoint<C>,
    input: CallInput<C>,
    callOptions: CallOptions,
    accept: string,
  ): Promise<Response> {
    const parts = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      headers?: Record<string, string | undefined>;
    };
    const token = call.access === 'public' && !callOptions.signedIn ? undefined : options.getToken?.();
    const headers: Record<string, string> = {
      accept,
      ...options.headers,
      ...callOptions.headers,
    };
    const language = options.getLanguage?.();
    if (language) headers['accept-language'] = language;
    if (parts.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    for (const [name, value] of Object.entries(parts.headers ?? {})) if (value) headers[name] = value;
    const url = `${options.baseUrl ?? ''}${buildPath(call.path, parts.params)}${toQueryString(parts.query)}`;
    const body = callOptions.form ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body));
    let response: Response;
    try {
      response = await doFetch(url, { method: call.method, headers, body });
    } catch {
      throw new ApiError(GENERIC_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    if (response.ok) return response;
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.status === 401 && token) options.onUnauthorized?.();
    const error = (payload ?? {}) as { message?: string; code?: string; field?: string };
    throw new ApiError(
      error.message ?? GENERIC_ERROR_MESSAGE,
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.field,
    );
  }

  return {
    /** Makes `call` (a full definition or its browser Endpoint) and answers its typed output or throws ApiError. */
    async call<C extends CallDef>(
      call: C | Endpoint<C>,
      input: CallInput<C> = {} as CallInput<C>,
      callOptions: CallOptions = {},
    ): Promise<CallOutput<C>> {
      const response = await send(call, input, callOptions, 'application/json');
      return (await response.json().catch(() => undefined)) as CallOutput<C>;
    },
    /**
     * Makes a call that reports its progress (its contract's `progress`): `onProgress` hears each step as the
     * server sends it, and the answer is the call's output, or an ApiError as from `call` (contract/src/progress.ts).
     */
    async callWithProgress<C extends CallDef>(
      call: C | Endpoint<C>,
      input: CallInput<C>,
      onProgress: (progress: CallProgress<C>) => void,
      callOptions: CallOptions = {},
    ): Promise<CallOutput<C>> {
      const response = await send(
        call,
        input,
        callOptions,
        `${PROGRESS_CONTENT_TYPE}, application/json;q=0.9`,
      );
      // A server (or proxy) that answers plain JSON is still understood, only without progress.
      if (!response.headers.get('content-type')?.startsWith(PROGRESS_CONTENT_TYPE) || !response.body)
        return (await response.json()) as CallOutput<C>;
      try {
        for await (const line of ndjsonLines<ProgressLine<CallProgress<C>, CallOutput<C>>>(response.body)) {
          if ('progress' in line) onProgress(line.progress);
          else if ('result' in line) return line.result;
          else {
            const { message, status, code, field } = line.error;
            throw new ApiError(message, status, code, field);
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
      }
      // The stream broke off (the connection, or a line that is not JSON) before the answer came.
      throw new ApiError(GENERIC_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    },
    /** Makes a call that answers a file (its contract's `file`, e.g. a CSV export) and answers it as a Blob. */
    async download<C extends CallDef>(
      call: C | Endpoint<C>,
      input: CallInput<C> = {} as CallInput<C>,
      callOptions: CallOptions = {},
    ): Promise<Blob> {
      const response = await send(call, input, callOptions, '*/*');
      return response.blob();
    },
  };
}

/** The JSON objects of an NDJSON body, one per line, as they arrive. */
async function* ndjsonLines<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
      if (done) break;
    }
    if (pending.trim()) yield JSON.parse(pending) as T;
  } finally {
    // The caller stops at the answer or an error; whatever is left of the body is not read.
    void reader.cancel().catch(() => undefined);
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
