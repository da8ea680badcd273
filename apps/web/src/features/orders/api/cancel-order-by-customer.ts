import type { SqlResponse } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';

/** docs/product.md#customer-orders: the server's answer is read from `SQLresponse[0].RESPONSE`. */
export const cancelOrderByCustomer = (token: string, ORDER_ID: number): Promise<SqlResponse> =>
  apiPost('/orders/orderCancelByCustomer', { token, ORDER_ID }, () => ordersSchemas().then((m) => m.SqlResponseSchema));
