import type { FastifySchemaCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { t } from '@mostrador/shared/messages/es-MX';
import { fieldPhrase } from '@mostrador/shared/messages/es-MX-fields';
import { spanishIssueMessage } from './validation-message';

/** Client input rejected by a route schema; its message names the field, in Spanish. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly $ZodIssue[]) {
    super(issues[0]?.message ?? 'La solicitud no es válida');
    this.name = 'RequestValidationError';
  }
}

/** One options object for every parse (zod copies it), instead of one per request. */
const PARSE_OPTIONS = { error: spanishIssueMessage };

/**
 * Replaces the type provider's validator to add what it lacks: Spanish messages naming the field
 * (a per-parse error map, so a schema's own message still wins), and a POST without a body — which
 * Fastify hands over as `null` — read as `{}`, so a missing BRANCH is reported as such.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const isBody = httpPart === 'body';
  return (data) => {
    const input = isBody && (data === null || data === undefined) ? {} : data;
    // Without options zod runs its compiled fast path (5× quicker here); the error map is only
    // needed to word a failure, so a failed input is parsed again with it.
    const result = safeParse(schema, input);
    if (result.success) {
      // The walk that names the field (and allocates its path) runs only once a NUL is known to be there.
      if (!hasNul(result.data)) return { value: result.data };
      return { error: nulCharacterError(nulPath(result.data, []) ?? []) };
    }
    const worded = safeParse(schema, input, PARSE_OPTIONS);
    return { error: new RequestValidationError(worded.success ? result.error.issues : worded.error.issues) };
  };
};

/**
 * PostgreSQL refuses NUL (U+0000) in text, so a NUL in any validated part (body, path parameter,
 * query, header) would fail as a 500 deep in a query: it is refused here, once for every route,
 * naming the field. Only what the schema let through is walked, keys included.
 */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasNul);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) if (key.includes('\0') || hasNul((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Where the first NUL is, for the message. */
function nulPath(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\0') ? [...path, key] : nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function nulCharacterError(path: PropertyKey[]): RequestValidationError {
  const shown = path.map((key) => (typeof key === 'string' ? key.replaceAll('\0', '\\0') : key));
  const message = shown.length > 0 ? t('http.nulCharacter', { field: fieldPhrase(shown) }) : t('http.badRequest');
  return new RequestValidationError([{ code: 'custom', path, message, input: undefined }]);
}

export const serializerCompiler = createSerializerCompiler();
