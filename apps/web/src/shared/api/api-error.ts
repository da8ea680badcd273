import { t } from '@mostrador/shared/messages/es-MX';

/** docs/product.md#messages: the message shown when a failing response carries no `errors`. */
export const UNKNOWN_ERROR = t('errors.unknown');
/** docs/product.md#messages: the message for `{ ok: false }` without `errors`. */
export const NOK = t('errors.nok');

/** A failed API call; `message` is the Spanish text to show a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string;
  /** A refusal the screen may answer (the failure's `CODE`, e.g. PRICE_NEEDS_CONFIRMATION) and its facts (`DETAILS`). */
  readonly code: string | null;
  readonly details: Readonly<Record<string, string>>;

  constructor(errors: string, status: number, code: string | null = null, details: Record<string, string> = {}) {
    super(errors);
    this.name = 'ApiError';
    this.errors = errors;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The Spanish message of a failed response body (docs/product.md#messages): its `errors` text when present;
 * "nok" for `ok: false` without `errors`; otherwise "Error desconocido".
 */
export function errorMessageOf(body: unknown): string {
  if (isRecord(body)) {
    const { errors, ok } = body;
    if (typeof errors === 'string' && errors.trim() !== '') return errors;
    if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join('\n');
    if (ok === false) return NOK;
  }
  return UNKNOWN_ERROR;
}

/** The failure's `CODE` and text `DETAILS`, when the body has them (docs/product.md#api-conventions). */
export function failureCodeOf(body: unknown): { code: string | null; details: Record<string, string> } {
  if (!isRecord(body) || typeof body.CODE !== 'string') return { code: null, details: {} };
  const details = isRecord(body.DETAILS)
    ? Object.fromEntries(Object.entries(body.DETAILS).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
  return { code: body.CODE, details };
}

/** Message for any thrown value, for screens and toasts. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.errors;
  return UNKNOWN_ERROR;
}
