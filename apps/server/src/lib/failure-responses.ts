import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';

/** The failure statuses the routes declare; each is answered `{ ok: false, errors }` (plugins/error-handler.ts). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A route's failure answers, for its `response` schema next to its 200: every status it may
 * refuse with maps to the one error shape. The statuses listed are the ones the API docs show.
 */
export function failureResponses<S extends FailureStatus>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  const responses = {} as Record<S, typeof ErrorResponseSchema>;
  for (const status of statuses) responses[status] = ErrorResponseSchema;
  return responses;
}
