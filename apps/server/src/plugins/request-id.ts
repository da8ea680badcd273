import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** nginx's `$request_id` is 32 hex digits; anything else a client sends is not taken as an ID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Per process, so IDs of several instances and restarts never meet in one log. */
const PROCESS_PREFIX = randomBytes(4).toString('hex');
let sequence = 0;

/**
 * Fastify's `genReqId`: the `X-Request-Id` nginx sends when it is sane, else this process's
 * prefix and a counter. Fastify writes it as `reqId` on every log line of the request; the
 * answer carries it back in `X-Request-Id` (plugins/security.ts sets it with the other headers).
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${sequence.toString(36)}`;
}
