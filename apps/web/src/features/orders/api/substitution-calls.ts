import { OrderSubstitutionsResponseSchema, type OrderSubstitutionsResponse } from '@mostrador/shared/schemas/substitutions';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';

/** The substitutes the branch offered in one of the customer's orders (docs/product.md#picking, decision 063). */
export const substitutionsQuery = (token: string, ORDER_ID: number) =>
  queryOptions({
    queryKey: ['orderSubstitutions', ORDER_ID, token],
    queryFn: () => apiPost('/orders/substitutions', { token, ORDER_ID }, OrderSubstitutionsResponseSchema),
    enabled: token !== '' && ORDER_ID > 0,
  });

/** «Aceptar sustituto» (true) or «Quitar producto» (false). */
export const answerSubstitution = (
  token: string,
  ORDER_ID: number,
  SUBSTITUTION_ID: number,
  ACCEPT: boolean,
): Promise<OrderSubstitutionsResponse> =>
  apiPost('/orders/answerSubstitution', { token, ORDER_ID, SUBSTITUTION_ID, ACCEPT }, OrderSubstitutionsResponseSchema);
