import { t } from '@mostrador/shared/messages/es-MX';

/** docs/product.md#messages: the message shown when a failing response carries no `errors`. */
export const UNKNOWN_ERROR = t('errors.unknown');
/** docs/product.md#messages: the message for `{ ok: false }` without `errors`. */
export const NOK = t('errors.nok');

/** A failed API call; `message` is the Spanish text to show a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string;

  constructor(errors: string, status: number) {
    super(errors);
    this.name = 'ApiError';
    this.errors = errors;
    this.status = status;
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

/** Message for any thrown value, for screens and toasts. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.errors;
  return UNKNOWN_ERROR;
}
