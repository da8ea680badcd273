import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, isDatabaseUnavailable, waitSeconds } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { RequestValidationError } from '../lib/zod-compilers';

export interface HttpFailure {
  statusCode: number;
  message: string;
  /** A refusal the client may answer: `CODE` and `DETAILS` beside `errors` (AppError's code and details). */
  extra?: { CODE: string; DETAILS?: Record<string, string> };
}

// Fastify's own client errors, in the customer's language.
const FASTIFY_CLIENT_ERRORS: Record<string, HttpFailure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: MESSAGES.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: MESSAGES.badRequest },
};

/** Every failure becomes one status and one Spanish sentence; 5xx details stay in the log. */
export function toHttpFailure(error: unknown): HttpFailure {
  if (error instanceof AppError) {
    const extra = error.code ? { CODE: error.code, ...(error.details ? { DETAILS: error.details } : {}) } : undefined;
    return { statusCode: error.statusCode, message: error.message, ...(extra ? { extra } : {}) };
  }
  if (error instanceof RequestValidationError) return { statusCode: 400, message: error.message };
  const code = (error as Partial<FastifyError> | null)?.code;
  const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  if (known) return known;
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: MESSAGES.serviceUnavailable };
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  // Any other 4xx raised by a plugin is still the client's doing, never a 500.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { statusCode, message: MESSAGES.badRequest };
  return { statusCode: 500, message: MESSAGES.internal };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const failure = toHttpFailure(error);
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: failure.statusCode, reason: failure.message }, 'request rejected');
    // A throttled client is told how long to wait, the same wait its message states.
    if (error instanceof AppError && error.retryAfterMs !== undefined) reply.header('retry-after', waitSeconds(error.retryAfterMs));
    return sendFailure(reply, failure.statusCode, failure.message, failure.extra);
  });
}

/** The wire shape of every failure (docs/product.md#api-conventions): `{ ok: false, errors }`, and `CODE` when the client may answer it. */
export function sendFailure(reply: FastifyReply, statusCode: number, message: string, extra?: HttpFailure['extra']): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ ok: false, errors: message, ...extra }));
}

/** What Node's HTTP parser refuses before Fastify sees a request, and how we answer it. */
function clientFailure(code: string | undefined): HttpFailure {
  if (code === 'HPE_HEADER_OVERFLOW') return { statusCode: 431, message: MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { statusCode: 408, message: MESSAGES.requestTimeout };
  return { statusCode: 400, message: MESSAGES.badRequest };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (URL and headers over
 * `maxHeaderSize`, a malformed request line or header, a NUL in a header, a request that took
 * too long) is answered in the house shape and Spanish, then the connection is closed, as
 * Fastify's own handler does with its English JSON.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientFailure(error.code);
  this.log.debug({ err: error, statusCode }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ ok: false, errors: message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
