import type { FastifySchemaCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
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
    const result = safeParse(schema, input, PARSE_OPTIONS);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
};

export const serializerCompiler = createSerializerCompiler();
