import { z } from 'zod';
import type { CallDef } from './call';
import { errorSchema } from './common';
import { errorDescription, errorStatus, type ErrorKind } from './errors';
import { PROGRESS_CONTENT_TYPE } from './progress';

/** The calls by area and name, as `api` in index.ts groups them. */
export type CallGroups = Record<string, Record<string, CallDef>>;

export interface OpenApiOptions {
  title: string;
  version: string;
  /** Where the API is served, e.g. the marketplace's public URL. */
  serverUrl: string;
}

/** What the document says about languages (issue 22): the server answers people in theirs, codes stay fixed. */
export const LANGUAGE_NOTE =
  'Every `message` an answer carries (errors, validation naming the field) is written for people in the language ' +
  'the request asks for in `Accept-Language` (Swedish `sv` or English `en`; quality values honoured, regions ' +
  'ignored), English when none of its languages fits. `code` is the same in every language: key on it, not on ' +
  'the message.';

const ERROR_NOTE =
  '`message` is in the language of the request (`Accept-Language`: sv or en, English when none fits); `code` ' +
  'and `field` never change with the language.';

/**
 * A call's OpenAPI `operationId`: its area and name in the contract (`api.orders.place` → `ordersPlace`), so it
 * is stable as long as the call keeps its name, and unique because the names are keys of one object.
 */
export const operationIdOf = (area: string, name: string) =>
  `${area}${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * The error kinds a call can answer: those its shape implies (any input → `validation`; a body → a malformed or
 * too large body; a signed-in call → `unauthorized`, and `forbidden` for a role; a path parameter → `not_found`)
 * plus those its contract declares in `errors`.
 */
export function errorKindsOf(call: CallDef): ErrorKind[] {
  const kinds = new Set<ErrorKind>();
  if (call.params || call.query || call.body || call.headers || call.multipart) kinds.add('validation');
  if (call.body || call.multipart) {
    kinds.add('bad_request');
    kinds.add('payload_too_large');
  }
  if (call.access !== 'public') kinds.add('unauthorized');
  if (call.access === 'seller' || call.access === 'admin') kinds.add('forbidden');
  if (call.params) kinds.add('not_found');
  for (const kind of call.errors ?? []) kinds.add(kind);
  return [...kinds];
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  withTypedNullable(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }));

/**
 * OpenAPI 3.0 ignores `nullable` beside `anyOf` without a `type` (zod writes it so for `x.nullable()` on a
 * union): move it into each branch, so `null` is really allowed.
 */
function withTypedNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTypedNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const walked = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withTypedNullable(value)]),
  );
  if (nullable !== true) return nullable === undefined ? walked : { ...walked, nullable };
  if (walked.type !== undefined || !Array.isArray(walked.anyOf)) return { ...walked, nullable };
  return { ...walked, anyOf: (walked.anyOf as object[]).map((branch) => ({ ...branch, nullable: true })) };
}

const errorRef = { $ref: '#/components/schemas/Error' };

/** One answer per status; two kinds with one status (bad_request and validation → 400) share it. */
function errorResponses(call: CallDef) {
  const byStatus = new Map<number, string[]>();
  for (const kind of errorKindsOf(call)) {
    const status = errorStatus[kind];
    byStatus.set(status, [...(byStatus.get(status) ?? []), errorDescription[kind]]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, descriptions]) => [
        String(status),
        { description: descriptions.join('; '), content: { 'application/json': { schema: errorRef } } },
      ]),
  );
}

function parametersOf(call: CallDef): unknown[] {
  const parameters: unknown[] = [];
  for (const [where, schema] of [
    ['path', call.params],
    ['query', call.query],
    ['header', call.headers],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || !!json.required?.includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function requestBodyOf(call: CallDef) {
  if (call.multipart) {
    const { field, maxBytes } = call.multipart;
    return {
      required: true,
      description: `One file in the form field \`${field}\`, at most ${maxBytes} bytes.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', format: 'binary' } },
            required: [field],
          },
        },
      },
    };
  }
  if (!call.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toSchema(call.body, 'input') } } };
}

/** A call's progress answer (contract/src/progress.ts): the schema of each of its NDJSON lines. */
const progressContent = (call: CallDef, progress: z.ZodType) => ({
  schema: toSchema(
    z.union([
      z.object({ progress }),
      z.object({ result: call.response }),
      z.object({ error: errorSchema.extend({ status: z.number().int() }) }),
    ]),
    'output',
  ),
});

/** An OpenAPI 3 document generated from the contract, so the docs can never drift from what core validates. */
export function buildOpenApi(groups: CallGroups, options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(groups)) {
    for (const [name, call] of Object.entries(calls)) {
      const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const parameters = parametersOf(call);
      const requestBody = requestBodyOf(call);
      paths[path] ??= {};
      paths[path][call.method.toLowerCase()] = {
        operationId: operationIdOf(area, name),
        summary: call.summary,
        tags: [call.tag],
        ...(call.access === 'public' ? { security: [] } : {}),
        'x-access': call.access,
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses: {
          [String(call.status ?? 200)]: {
            description: 'Success',
            content: call.file
              ? { [call.file.contentType]: { schema: { type: 'string', format: 'binary' } } }
              : {
                  'application/json': { schema: toSchema(call.response, 'output') },
                  ...(call.progress ? { [PROGRESS_CONTENT_TYPE]: progressContent(call, call.progress) } : {}),
                },
          },
          ...errorResponses(call),
          default: {
            description: 'Any other error, in the same shape (a 5xx is a bug)',
            content: { 'application/json': { schema: errorRef } },
          },
        },
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: options.title, version: options.version, description: LANGUAGE_NOTE },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { Error: { ...(toSchema(errorSchema, 'output') as object), description: ERROR_NOTE } },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}
