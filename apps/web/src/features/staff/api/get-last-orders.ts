import type { MyOrdersResponse, OrderSummary } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';
import type { StaffAuth } from '../../orders';

/** The branch's orders in a date range (docs/product.md#branch-monitor /orders/lastOrders), for the monitor. */
export const fetchLastOrders = (auth: StaffAuth, DATE_START: string, DATE_END: string, BRANCH?: string): Promise<MyOrdersResponse> =>
  apiPost('/orders/lastOrders', { ...auth, DATE_START, DATE_END, ...(BRANCH ? { BRANCH } : {}) }, () =>
    ordersSchemas().then((m) => m.MyOrdersResponseSchema),
  );

const newestFirst = (a: OrderSummary, b: OrderSummary) => Date.parse(b.CREATED_AT) - Date.parse(a.CREATED_AT) || b.ID - a.ID;

/**
 * A day's orders of the signed-in branch and of the others (ALL_BRANCHES may list any), in one
 * list, newest first as the server lists one branch's.
 */
export async function fetchEveryBranchOrders(auth: StaffAuth, day: string, otherBranches: readonly string[]): Promise<MyOrdersResponse> {
  const answers = await Promise.all([
    fetchLastOrders(auth, day, day),
    ...otherBranches.map((branch) => fetchLastOrders(auth, day, day, branch)),
  ]);
  const byId = new Map(answers.flatMap((answer) => answer.orders).map((order) => [order.ID, order]));
  return { ok: true, orders: [...byId.values()].sort(newestFirst) };
}
