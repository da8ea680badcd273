import type { PharmacyDecisionResponse, PharmacyQueueResponse, PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';
import type { OrderPrescriptionsResponse } from '@mostrador/shared/schemas/prescriptions';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../shared/api/client';

const schemas = () => import('@mostrador/shared/schemas/pharmacy');

/** POST /pharmacy/queue: the orders whose prescription waits, oldest first ('' = every branch). */
export const pharmacyQueueQuery = (token: string, branch: string) =>
  queryOptions({
    queryKey: ['pharmacyQueue', branch],
    queryFn: ({ signal }): Promise<PharmacyQueueResponse> =>
      apiPost('/pharmacy/queue', { token, BRANCH: branch }, () => schemas().then((m) => m.PharmacyQueueResponseSchema), { signal }),
    enabled: token !== '',
  });

/** The order's prescription files with fresh signed links (5 minutes; the prescriptions module). */
export const orderPrescriptionsQuery = (token: string, orderId: number) =>
  queryOptions({
    queryKey: ['orderPrescriptions', orderId],
    queryFn: ({ signal }): Promise<OrderPrescriptionsResponse> =>
      apiPost(
        '/prescriptions/orderPrescriptions',
        { token, ORDER_ID: orderId },
        () => import('@mostrador/shared/schemas/prescriptions').then((m) => m.OrderPrescriptionsResponseSchema),
        { signal },
      ),
    // The links live 5 minutes: read again before they expire while the order stays open.
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
    enabled: token !== '' && orderId > 0,
  });

export const approvePrescription = (token: string, orderId: number): Promise<PharmacyDecisionResponse> =>
  apiPost('/pharmacy/approve', { token, ORDER_ID: orderId }, () => schemas().then((m) => m.PharmacyDecisionResponseSchema));

export const rejectPrescription = (
  token: string,
  orderId: number,
  reason: string,
  action: PharmacyRejectAction,
): Promise<PharmacyDecisionResponse> =>
  apiPost('/pharmacy/reject', { token, ORDER_ID: orderId, REASON: reason, ACTION: action }, () =>
    schemas().then((m) => m.PharmacyDecisionResponseSchema),
  );
