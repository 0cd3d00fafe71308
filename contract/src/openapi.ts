import { z } from 'zod';
import type { CallDef } from './call';
import { errorSchema } from './common';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** An OpenAPI 3 document generated from the contract, so the docs can never drift from what core validates. */
export function buildOpenApi(calls: CallDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', call.params],
      ['query', call.query],
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
    const status = String(call.status ?? 200);
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === 'public' ? { security: [] } : {}),
      'x-access': call.access,
      ...(parameters.length ? { parameters } : {}),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(call.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [status]: {
          description: 'Success',
          content: { 'application/json': { schema: toSchema(call.response, 'output') } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: toSchema(errorSchema, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  };
}
