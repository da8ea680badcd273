export interface AppErrorOptions extends ErrorOptions {
  /** For a 429: how long the client must wait; the answer carries it as `Retry-After` (seconds). */
  retryAfterMs?: number;
  /** A refusal the client may answer (the failure's `CODE`), with its facts (`DETAILS`). */
  code?: string;
  details?: Record<string, string>;
}

/** The one error type a service throws on purpose: a Spanish message for a person and a status. */
export class AppError extends Error {
  readonly retryAfterMs: number | undefined;
  readonly code: string | undefined;
  readonly details: Record<string, string> | undefined;
  constructor(
    message: string,
    readonly statusCode: number = 400,
    options?: AppErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.retryAfterMs = options?.retryAfterMs;
    this.code = options?.code;
    this.details = options?.details;
  }
}

/** Whole seconds, rounded up and at least one, as `Retry-After` and the Spanish waits state them. */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

// PostgreSQL SQLSTATEs meaning "the database cannot serve this now", not "the query is wrong":
// admin/crash shutdown, cannot connect now, statement_timeout hit (an overloaded database), and
// below, class 08 (connection exception) and class 53 (insufficient resources).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN', 'EPIPE']);
// node-postgres and PGlite report these conditions only through their messages.
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'cannot use a pool after calling end',
  'client has encountered a connection error',
  'pglite is closed',
];

/**
 * True when the error (or anything in its `cause` chain, e.g. a DrizzleQueryError wrapping the
 * driver's error) says the database cannot be reached, as opposed to a bad query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || /^(08|53)/.test(code) || UNAVAILABLE_ERRNOS.has(code))) {
      return true;
    }
    const message = e.message.toLowerCase();
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
