import type { ApiErrorBody } from './common';

/**
 * A call that declares `progress` answers as it goes when asked with `Accept: application/x-ndjson`: one JSON
 * object per line, any number of `{ progress }`, then exactly one `{ result }` (what the JSON answer would
 * have been) or `{ error }`. Why a stream on the same response and not a job to poll: Torget runs as several
 * instances behind one address (docs/several-instances.md) and a poll could reach an instance that is not
 * doing the work; the stream needs no shared state, no table, no clean-up and no second call, and a client
 * that does not ask keeps the plain JSON answer.
 *
 * The answer's status is sent with its first line, so a call that fails before its first progress line
 * answers the ordinary 4xx `{ message, code }`; one that fails after ends the stream with `{ error }`, whose
 * `status` is what that answer would have had.
 */
export const PROGRESS_CONTENT_TYPE = 'application/x-ndjson';

export type ProgressLine<P = unknown, R = unknown> =
  { progress: P } | { result: R } | { error: ApiErrorBody & { status: number } };
