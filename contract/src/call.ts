import type { z } from 'zod';
import type { ErrorKind } from './errors';

/** Who may make a call. The server enforces it; the client uses it only to decide whether to send a token. */
export type Access = 'public' | 'user' | 'seller' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: method, path (Koa-style `:param`), who may call it, and the zod schemas of its input
 * and output. Core registers routes from these and validates with them; the client builds requests from them;
 * /api/openapi.json is generated from them (its `operationId` is the call's area and name in `api`, e.g.
 * `ordersPlace`). Response schemas strip unknown keys, so nothing private leaks.
 */
export interface CallDef {
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * Request headers the call reads, as an object schema keyed by the header's lower-case name
   * (e.g. `idempotency-key`). Core validates them like the body; the client sends them.
   */
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** A multipart/form-data upload of one file in `field`; core parses it for this call only. */
  multipart?: { field: string; maxBytes: number };
  /**
   * The call answers a file of this type instead of JSON (e.g. a CSV export): its `response` is
   * `z.undefined()`, and the client's `download` fetches it as a Blob.
   */
  file?: { contentType: string };
  /**
   * The call can report how far it has come while it runs (a long import): a client that sends
   * `Accept: application/x-ndjson` gets NDJSON lines (contract/src/progress.ts) of this schema, then the answer;
   * any other client gets the plain JSON answer. The client's `callWithProgress` reads them.
   */
  progress?: z.ZodType;
  /** Success status; 200 unless stated. */
  status?: number;
  /**
   * Error kinds this call answers beyond those its shape implies (see `errorKindsOf`: input → validation,
   * a body → bad_request/payload_too_large, sign-in → unauthorized, a role → forbidden, a path parameter →
   * not_found); documented in the OpenAPI document, and core's tests fail on an answer not listed.
   */
  errors?: ErrorKind[];
}

export function defineCall<const C extends CallDef>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OptionalKeys<T> = { [K in keyof T]-?: [T[K]] extends [never] ? never : K }[keyof T];

/** What a caller passes: only the parts the call has (its headers are optional to send). */
export type CallInput<C extends CallDef> = {
  [
    K in OptionalKeys<{
      params: InputOf<C['params']>;
      query: InputOf<C['query']>;
      body: InputOf<C['body']>;
    }>
  ]: K extends 'params' ? InputOf<C['params']> : K extends 'query' ? InputOf<C['query']> : InputOf<C['body']>;
} & (C['headers'] extends z.ZodType ? { headers?: InputOf<C['headers']> } : unknown);

export type CallOutput<C extends CallDef> = z.output<C['response']>;
export type CallProgress<C extends CallDef> = C['progress'] extends z.ZodType
  ? z.output<C['progress']>
  : never;
export type CallBody<C extends CallDef> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
export type CallQuery<C extends CallDef> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
export type CallParams<C extends CallDef> = C['params'] extends z.ZodType ? z.output<C['params']> : undefined;
export type CallHeaders<C extends CallDef> = C['headers'] extends z.ZodType
  ? z.output<C['headers']>
  : undefined;
