import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Above this a request is worth a warning: the hot read paths answer in a few milliseconds. */
const SLOW_REQUEST_MS = 1_000;

/** Levels at which a debug line is written (pino's own levels; the app defines no custom ones). */
const DEBUG_LEVELS = new Set(['debug', 'trace']);

/**
 * Fastify's default writes two info lines per request, which halves the throughput of the hot
 * read paths. Here: nothing on arrival; on completion an error or a slow request is logged at
 * error/warn, everything else at debug (free when the level is higher).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    const level = error ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    // The common case (a quick answer, debug off) allocates nothing.
    if (level === 'debug' && !DEBUG_LEVELS.has(reply.log.level)) return;
    const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (level === 'warn') reply.log.warn(entry, 'slow request');
    else reply.log.debug(entry, 'request');
  }
}
