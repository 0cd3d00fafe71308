import { PassThrough } from 'node:stream';
import { PROGRESS_CONTENT_TYPE, type CallDef, type ProgressLine } from '@torget/contract';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { errorAnswer } from './error-handler';

/** Whether the caller asked for the call's progress (contract/src/progress.ts); plain JSON is preferred on a tie. */
export const wantsProgress = (call: CallDef, ctx: Koa.Context): call is ProgressCall =>
  !!call.progress && ctx.accepts('application/json', PROGRESS_CONTENT_TYPE) === PROGRESS_CONTENT_TYPE;

type ProgressCall = CallDef & { progress: NonNullable<CallDef['progress']> };

/**
 * Answers `work` as NDJSON lines: its progress as it reports it, then its result or its error
 * (contract/src/progress.ts). Nothing is sent before the first progress line, so a failure before it is the
 * ordinary 4xx answer; the work's own transaction decides what is written, the stream only reports it.
 */
export async function answerWithProgress(
  ctx: Koa.Context,
  call: ProgressCall,
  work: (progress: (value: unknown) => void) => Promise<unknown>,
  logger: Logger,
): Promise<void> {
  const stream = new PassThrough();
  // A caller that went away destroys the stream (Koa does): the work still ends as it would have.
  const send = (line: ProgressLine) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(`${JSON.stringify(line)}\n`);
  };
  let begin!: () => void;
  const begun = new Promise<void>((resolve) => (begin = resolve));
  const running = work((value) => {
    begin();
    send({ progress: call.progress.parse(value) });
  });
  // Throws, as any route would, when the work fails before its first progress line.
  await Promise.race([running, begun]);
  ctx.status = call.status ?? 200;
  ctx.type = PROGRESS_CONTENT_TYPE;
  // Each line as it is written: compression (and a proxy's buffering) would hold them back until the end.
  ctx.compress = false;
  ctx.set('cache-control', 'no-store');
  ctx.set('x-accel-buffering', 'no');
  ctx.body = stream;
  running
    .then((result) => ({ result: call.response.parse(result) }))
    .catch((error: unknown) => {
      const { status, body } = errorAnswer(error, ctx, logger);
      return { error: { ...body, status } };
    })
    .then((line) => {
      send(line);
      stream.end();
    });
}
