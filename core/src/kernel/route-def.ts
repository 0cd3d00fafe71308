import type { CallBody, CallDef, CallHeaders, CallParams, CallProgress, CallQuery } from '@torget/contract';
import type { Context } from 'koa';
import type { UploadedFile } from '../http/multipart';
import type { Cradle } from './cradle';

/** The signed-in caller as the users module's `auth` resolves it (known here only through `Cradle`). */
export type Caller = Awaited<ReturnType<Cradle['auth']['requireUser']>>;

type UserFor<C extends CallDef> = C['access'] extends 'public' ? null : Caller;

export interface RouteInput<C extends CallDef> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The request headers the call's contract declares, validated. */
  headers: CallHeaders<C>;
  /** The uploaded file, for calls whose contract declares `multipart`. */
  file?: UploadedFile;
  /** The caller, checked against the call's access level before the handler runs. */
  user: UserFor<C>;
  /**
   * Reports how far the work has come, when the call declares `progress` and the caller asked for it
   * (http/progress-answer.ts); absent otherwise.
   */
  progress?: (value: CallProgress<C>) => void;
  /** The request's DI scope: services resolved here share the request's EntityManager. */
  scope: Cradle;
  ctx: Context;
}

/** A route: the contract call it serves and its handler. */
export interface RouteDef {
  call: CallDef;
  handler: (input: RouteInput<CallDef>) => Promise<unknown>;
}
