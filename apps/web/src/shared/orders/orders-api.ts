import type { MyOrdersResponse, OrderDetailsResponse, ShoppingCartFinishRequest, SqlResponse } from '@mostrador/shared/schemas/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../api/client';
import { ordersSchemas } from '../api/lazy-schemas';

// In shared: checkout finishes the cart, the history lists and cancels, and the order view and
// (later) the branch monitor read an order's detail.
const detailSchema = () => ordersSchemas().then((m) => m.OrderDetailsResponseSchema);

/** Spec §7; the Idempotency-Key makes a retried click or a flaky network give the same order. */
export const finishCart = (request: ShoppingCartFinishRequest, idempotencyKey: string): Promise<OrderDetailsResponse> =>
  apiPost('/orders/shoppingCartFinish', request, detailSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

export const fetchMyOrders = (token: string, DATE_START: string, DATE_END: string): Promise<MyOrdersResponse> =>
  apiPost('/orders/myOrders', { token, DATE_START, DATE_END }, () => ordersSchemas().then((m) => m.MyOrdersResponseSchema));

/** With a branch token, the branch's staff read their branch's orders too (spec §7). */
export const fetchOrderDetails = (token: string, ORDER_ID: number, branchToken = ''): Promise<OrderDetailsResponse> =>
  apiPost('/orders/orderDetails', { token, ORDER_ID, ...(branchToken ? { branchToken } : {}) }, detailSchema);

/** Spec §7: the server's answer is read from `SQLresponse[0].RESPONSE`. */
export const cancelOrderByCustomer = (token: string, ORDER_ID: number): Promise<SqlResponse> =>
  apiPost('/orders/orderCancelByCustomer', { token, ORDER_ID }, () => ordersSchemas().then((m) => m.SqlResponseSchema));

export const myOrdersQuery = (token: string, from: string, to: string) =>
  queryOptions({ queryKey: ['myOrders', token, from, to], queryFn: () => fetchMyOrders(token, from, to), enabled: token !== '' });

export const orderDetailsQuery = (token: string, id: number, branchToken = '') =>
  queryOptions({ queryKey: ['orderDetails', token, id, branchToken], queryFn: () => fetchOrderDetails(token, id, branchToken), enabled: token !== '' && id > 0 });
