import type { OrderDetailsResponse } from '@mostrador/shared/schemas/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import type { StaffAuth } from './staff-auth';
import { orderDetailsSchema } from './order-details-schema';

/** With a branch token, the branch's staff read their branch's orders too (docs/product.md#branch-staff-sign-in). */
export const fetchOrderDetails = (token: string, ORDER_ID: number, branchToken = ''): Promise<OrderDetailsResponse> =>
  apiPost('/orders/orderDetails', { token, ORDER_ID, ...(branchToken ? { branchToken } : {}) }, orderDetailsSchema);

/** Branch staff read their branch's orders with the branch token. */
export const fetchOrderDetailsAsStaff = (auth: StaffAuth, ORDER_ID: number): Promise<OrderDetailsResponse> =>
  apiPost('/orders/orderDetails', { ...auth, ORDER_ID }, orderDetailsSchema);

export const orderDetailsQuery = (token: string, id: number, branchToken = '') =>
  queryOptions({
    queryKey: ['orderDetails', token, id, branchToken],
    queryFn: () => fetchOrderDetails(token, id, branchToken),
    enabled: token !== '' && id > 0,
  });
