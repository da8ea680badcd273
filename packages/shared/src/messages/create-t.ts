/**
 * `createT` for the lazy features' catalogues (es-MX-<feature>.ts). Apart from es-MX.ts so the first
 * screen's bundle does not carry it.
 */
import { MESSAGES, interpolate, type MessageCode, type Placeholders } from './es-MX';

/** Same as `TArgs`, for any catalogue. */
type CatalogueArgs<M extends Record<string, string>, C extends keyof M> = [Placeholders<M[C]>] extends [never]
  ? []
  : [params: Record<Placeholders<M[C]>, string | number>];

/**
 * A `t` that also knows a feature's own texts (es-MX-<feature>.ts), so a lazy route's words load
 * with that route instead of with the first screen. Every code of MESSAGES still works.
 */
export function createT<M extends Record<string, string>>(areaMessages: M) {
  const all: Readonly<Record<string, string>> = { ...MESSAGES, ...areaMessages };
  return function areaT<C extends MessageCode | keyof M>(
    code: C,
    ...args: CatalogueArgs<typeof MESSAGES & M, C & keyof (typeof MESSAGES & M)>
  ): string {
    return interpolate(all[code as string] ?? String(code), args[0]);
  };
}
