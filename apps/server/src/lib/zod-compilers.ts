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
    // Without options zod runs its compiled fast path (5× quicker here); the error map is only
    // needed to word a failure, so a failed input is parsed again with it.
    const result = safeParse(schema, input);
    if (result.success) return { value: result.data };
    const worded = safeParse(schema, input, PARSE_OPTIONS);
    return { error: new RequestValidationError(worded.success ? result.error.issues : worded.error.issues) };
  };
};

export const serializerCompiler = createSerializerCompiler();
