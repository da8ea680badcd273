import type { OrderDetailsResponse } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { orderDetailsSchema } from './order-details-schema';
import type { StaffAuth } from './staff-auth';

/**
 * The staff's next step on an order (docs/product.md#branch-monitor): /orders/orderStartStocking, /orderDispatch,
 * /orderDelivered, or the step back /orderRecall (decision 064). One file: they take the same body and answer the same detail.
 */
export type StaffAction = 'orderStartStocking' | 'orderDispatch' | 'orderReadyForPickup' | 'orderDelivered' | 'orderRecall';

/** At the counter (issue 35): «Entregar pedido» with the customer's code or the QR's text. */
export const pickUpOrder = (
  auth: StaffAuth,
  ORDER_ID: number,
  CODE: string,
  PRESCRIPTION_COLLECTED?: boolean,
): Promise<OrderDetailsResponse> =>
  apiPost(
    '/orders/orderPickup',
    { ...auth, ORDER_ID, CODE, ...(PRESCRIPTION_COLLECTED ? { PRESCRIPTION_COLLECTED } : {}) },
    orderDetailsSchema,
  );

export const advanceOrder = (
  action: StaffAction,
  auth: StaffAuth,
  ORDER_ID: number,
  NOTES = '',
  /** «Entregado» of an order with antibiotics: «Se recogió la receta original» (issue 34). */
  PRESCRIPTION_COLLECTED?: boolean,
): Promise<OrderDetailsResponse> =>
  apiPost(
    `/orders/${action}`,
    { ...auth, ORDER_ID, NOTES, ...(PRESCRIPTION_COLLECTED ? { PRESCRIPTION_COLLECTED } : {}) },
    orderDetailsSchema,
  );
