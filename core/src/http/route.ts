import { msg } from '../shared/messages';
import type Router from '@koa/router';
import { errorKindsOf, type CallDef, type CallOutput, type ErrorKind } from '@torget/contract';
// Brings koa-body's `ctx.request.body` typing wherever routes are compiled.
import type {} from 'koa-body';
import type Koa from 'koa';
import type { z } from 'zod';
import type { Cradle } from '../kernel/cradle';
import type { Caller, RouteDef, RouteInput } from '../kernel/route-def';
import { isDeepFrozen } from '../shared/deep-freeze';
import { DomainError, ValidationError } from '../shared/errors';
import { readSingleFile } from './multipart';
import { answerWithProgress, wantsProgress } from './progress-answer';
import { contractText, fieldLabel } from './validation-messages';

export type { RouteDef, RouteInput };

/** A route: the contract call it serves and a handler that parses → calls one service → maps. */
export function route<C extends CallDef>(
  call: C,
  handler: (input: RouteInput<C>) => Promise<CallOutput<C> | z.input<C['response']>>,
): RouteDef {
  return { call, handler: handler as RouteDef['handler'] };
}

/** The path of the first string holding a NUL character (PostgreSQL cannot store one in text). */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  return undefined;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const nul = nulPath(value);
  if (nul) {
    const field = nul.join('.') || undefined;
    throw new ValidationError(
      msg('validation.nul', { field: field ? fieldLabel(field) : msg('validation.input') }),
      field,
    );
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  // Our schemas carry messages written for people (in core's catalogs too, so they come in the reader's
  // language); zod's generic type errors get the field's name instead.
  const generic = issue.code === 'invalid_type' && issue.message.startsWith('Invalid input');
  const message =
    generic && field
      ? issue.input === undefined
        ? msg('validation.required', { field: fieldLabel(field) })
        : msg('validation.wrongType', { field: fieldLabel(field), expected: issue.expected })
      : contractText(issue.message);
  throw new ValidationError(message, field);
}

async function authorize(call: CallDef, scope: Cradle): Promise<Caller | null> {
  switch (call.access) {
    case 'public':
      return null;
    case 'user':
      return scope.auth.requireUser();
    case 'seller':
      return scope.auth.requireSeller();
    case 'admin':
      return scope.auth.requireAdmin();
  }
}

/**
 * Registers routes on the router. Literal paths go before parameterised ones of the same method, so
 * `/api/users/top-sellers` is never taken for `/api/users/:id`, whatever order modules list them in.
 */
export function mountRoutes(router: Router, routes: RouteDef[]): void {
  const paramCount = (path: string) => (path.match(/:/g) ?? []).length;
  const ordered = [...routes].sort((a, b) => paramCount(a.call.path) - paramCount(b.call.path));
  for (const { call, handler } of ordered) {
    const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](call.path, async (ctx) => {
      try {
        await answer(call, handler, ctx);
      } catch (error) {
        if (error instanceof DomainError && !errorKindsOf(call).includes(error.kind))
          noteUndocumented(ctx, call, error.kind);
        throw error;
      }
    });
  }
}

/**
 * Error answers a call gave that its API description (`errorKindsOf`, from the contract) does not list,
 * per app. Logged as a warning; the test kit fails a test file that saw one, so the document stays true.
 */
const undocumented = new WeakMap<Koa, Set<string>>();

function noteUndocumented(ctx: Koa.Context, call: CallDef, kind: ErrorKind): void {
  const seen = `${call.method} ${call.path} → ${kind}`;
  undocumented.set(ctx.app, (undocumented.get(ctx.app) ?? new Set()).add(seen));
  (ctx.state.scope as Cradle).log.warn(
    { call: `${call.method} ${call.path}`, kind },
    'error kind not in the API description',
  );
}

export const undocumentedErrors = (app: Koa): string[] => [...(undocumented.get(app) ?? [])];

async function answer(call: CallDef, handler: RouteDef['handler'], ctx: Koa.Context): Promise<void> {
  const scope = ctx.state.scope as Cradle;
  const user = await authorize(call, scope);
  const file = call.multipart ? await readSingleFile(ctx, call.multipart) : undefined;
  const input = {
    file,
    params: parse(call.params, ctx.params),
    query: parse(call.query, ctx.query),
    body: parse(call.body, ctx.request.body ?? {}),
    headers: parse(call.headers, ctx.headers),
    user,
    scope,
    ctx,
  } as RouteInput<CallDef>;
  if (wantsProgress(call, ctx))
    return answerWithProgress(ctx, call, (progress) => handler({ ...input, progress }), scope.log);
  const result = await handler(input);
  ctx.status = call.status ?? 200;
  const json = responseJson(call, result);
  if (json === undefined) return;
  // Serialised once, here: given an object, Koa and koa-compress would each stringify it again just
  // to learn its length (three times per answer; a 50-product page is 23 kB of JSON).
  ctx.type = 'application/json';
  ctx.body = json;
}

/** Per call, the JSON of answers that are frozen all the way down (cached ones: shared/deep-freeze.ts). */
const frozenAnswers = new WeakMap<CallDef, WeakMap<object, string | undefined>>();

/**
 * The answer as the response schema lets it out, serialised. The schema strips anything it does not name,
 * so a private field cannot leak by accident. A deeply frozen answer cannot change, so its JSON is made
 * once and kept beside it (weakly, for as long as its cache keeps it) instead of on every request.
 */
function responseJson(call: CallDef, result: unknown): string | undefined {
  const serialise = () => JSON.stringify(call.response.parse(result)) as string | undefined;
  if (result === null || typeof result !== 'object' || !Object.isFrozen(result)) return serialise();
  let known = frozenAnswers.get(call);
  if (known?.has(result)) return known.get(result);
  if (!isDeepFrozen(result)) return serialise();
  const json = serialise();
  if (!known) frozenAnswers.set(call, (known = new WeakMap()));
  known.set(result, json);
  return json;
}
