import type { MyOrdersResponse } from '@mostrador/shared/schemas/orders';
import { apiPost } from '../../../shared/api/client';
import { ordersSchemas } from '../../../shared/api/lazy-schemas';
import type { StaffAuth } from '../../orders';

/** The branch's orders in a date range (spec §7 /orders/lastOrders), for the monitor. */
export const fetchLastOrders = (auth: StaffAuth, DATE_START: string, DATE_END: string, BRANCH?: string): Promise<MyOrdersResponse> =>
  apiPost('/orders/lastOrders', { ...auth, DATE_START, DATE_END, ...(BRANCH ? { BRANCH } : {}) }, () =>
    ordersSchemas().then((m) => m.MyOrdersResponseSchema),
  );
