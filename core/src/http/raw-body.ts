import type { Context } from 'koa';
import { PayloadTooLargeError } from '../shared/errors';

/** The request body as the exact text that was sent (webhook signatures are computed over it). */
export async function readRawBody(ctx: Context, maxBytes = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Request headers as plain lower-case strings. */
export const plainHeaders = (ctx: Context): Record<string, string> =>
  Object.fromEntries(
    Object.entries(ctx.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
