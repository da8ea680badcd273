import { ApiError, UNKNOWN_ERROR, errorMessageOf, failureCodeOf } from './api-error';
import { t } from '@mostrador/shared/messages/es-MX';

/** Backend base (docs/product.md#api-calls: the configured origin followed by /api). */
export const API_BASE = '/api';

/**
 * Anything with zod's `parse`. Typed structurally so this module never imports zod: the shared
 * schemas can then be loaded lazily (see `SchemaSource`) and stay out of the initial chunk.
 */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** A schema, or a function that loads one (`() => import(...).then(m => m.XSchema)`). */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

async function resolveSchema<T>(source: SchemaSource<T>): Promise<Parser<T>> {
  return typeof source === 'function' ? source() : source;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** How requests go out: the browser's fetch; the server render hands its own in (entry-server.tsx). */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server render answers the app's API reads in-process (apps/server plugins/web-render.ts). */
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

async function request<T>(path: string, init: RequestInit, source: SchemaSource<T>): Promise<T> {
  // The schema (and zod) loads while the request is in flight.
  const schemaPromise = resolveSchema(source);
  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  const body = await readJson(response);
  const ok = typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true;
  if (!response.ok || !ok) {
    const { code, details } = failureCodeOf(body);
    throw new ApiError(errorMessageOf(body), response.status, code, details);
  }
  const schema = await schemaPromise;
  try {
    return schema.parse(body);
  } catch (error) {
    // A contract mismatch is a defect: log it for developers, show the generic message.
    console.error(t('app.badResponse', { path }), error);
    throw new ApiError(UNKNOWN_ERROR, response.status);
  }
}

/** POST a JSON body and parse the answer with the shared contract schema. No auth header. */
export function apiPost<T>(path: string, body: unknown, schema: SchemaSource<T>, options: RequestOptions = {}): Promise<T> {
  return request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    },
    schema,
  );
}

/** GET and parse the answer with the shared contract schema. */
export function apiGet<T>(path: string, schema: SchemaSource<T>, options: RequestOptions = {}): Promise<T> {
  return request(path, { method: 'GET', headers: { Accept: 'application/json' }, signal: options.signal }, schema);
}
