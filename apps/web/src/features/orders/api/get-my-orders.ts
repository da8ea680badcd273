import type { MyOrdersResponse } from '@mostrador/shared/schemas/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';

export const fetchMyOrders = (token: string, DATE_START: string, DATE_END: string): Promise<MyOrdersResponse> =>
  apiPost('/orders/myOrders', { token, DATE_START, DATE_END }, () => ordersSchemas().then((m) => m.MyOrdersResponseSchema));

export const myOrdersQuery = (token: string, from: string, to: string) =>
  queryOptions({ queryKey: ['myOrders', token, from, to], queryFn: () => fetchMyOrders(token, from, to), enabled: token !== '' });
