import type { CallDef, CallInput, CallOutput } from '@torget/contract';
import type { Endpoint } from '@torget/contract/browser';
import useSWR from 'swr';
import { apiClient } from './api-client';

/** The SWR key of a call with its input: the same call and input share one cache entry. */
export const callKey = <C extends CallDef>(call: Endpoint<C>, input?: CallInput<C>) =>
  [call.method, call.path, JSON.stringify(input ?? {})] as const;

/** Reads a GET call through SWR; `null` input skips the request (e.g. until a parameter is known). */
export function useCall<C extends CallDef>(call: Endpoint<C>, input: CallInput<C> | null) {
  return useSWR<CallOutput<C>>(input === null ? null : callKey(call, input), () =>
    apiClient.call(call, input ?? undefined),
  );
}
