import type { Access, CallDef, HttpMethod } from './call';

/**
 * What a browser needs to make a call: method, path and access, without the zod schemas (they validate on the
 * server and in tests; shipping them would put zod's weight in every page). `__call` only carries the call's
 * type, so the typed client infers input and output exactly as from the full definition.
 */
export interface Endpoint<C extends CallDef = CallDef> {
  method: HttpMethod;
  path: string;
  access: Access;
  readonly __call?: C;
}

/** The shape of `endpoints`: every call of `api`, as an Endpoint of that call. */
export type EndpointsOf<T> = {
  [G in keyof T]: { [K in keyof T[G]]: T[G][K] extends CallDef ? Endpoint<T[G][K]> : never };
};

/** The browser-side description of every call, computed from the full definitions. */
export function toEndpoints<T extends Record<string, Record<string, CallDef>>>(groups: T): EndpointsOf<T> {
  return Object.fromEntries(
    Object.entries(groups).map(([group, calls]) => [
      group,
      Object.fromEntries(
        Object.entries(calls).map(([name, call]) => [
          name,
          { method: call.method, path: call.path, access: call.access },
        ]),
      ),
    ]),
  ) as EndpointsOf<T>;
}
