import type { SqlResponse } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';
import type { StaffAuth } from './staff-auth';

/** Branch staff cancel an order on the customer's behalf, with the reason the customer reads (docs/product.md#branch-monitor). */
export const cancelOrderByUser = (auth: StaffAuth, ORDER_ID: number, CUSTOMER_ID: number, NOTES: string): Promise<SqlResponse> =>
  apiPost('/orders/orderCancelByUser', { ...auth, ORDER_ID, CUSTOMER_ID, NOTES }, () => ordersSchemas().then((m) => m.SqlResponseSchema));
