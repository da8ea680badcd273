import type {
  BranchCouriersResponse,
  CourierActionResponse,
  CourierDayResponse,
  CourierListResponse,
} from '@mostrador/shared/schemas/couriers';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, errorMessageOf, UNKNOWN_ERROR } from '../../shared/api/api-error';
import { apiPost } from '../../shared/api/client';

const schemas = () => import('@mostrador/shared/schemas/couriers');
const action = () => schemas().then((m) => m.CourierActionResponseSchema);

/** POST /couriers/myDeliveries: the courier's orders and the packed ones to take, in route order. */
export const courierDeliveriesQuery = (token: string) =>
  queryOptions({
    queryKey: ['courierDeliveries'],
    queryFn: ({ signal }): Promise<CourierListResponse> =>
      apiPost('/couriers/myDeliveries', { token }, () => schemas().then((m) => m.CourierListResponseSchema), { signal }),
    enabled: token !== '',
    // Live events re-read it; a minute's re-read covers a dropped connection.
    refetchInterval: 60_000,
  });

export const takeOrder = (token: string, orderId: number): Promise<CourierActionResponse> =>
  apiPost('/couriers/take', { token, ORDER_ID: orderId }, action);

export const departOrder = (token: string, orderId: number): Promise<CourierActionResponse> =>
  apiPost('/couriers/depart', { token, ORDER_ID: orderId }, action);

export const undeliveredOrder = (token: string, orderId: number, reason: string): Promise<CourierActionResponse> =>
  apiPost('/couriers/undelivered', { token, ORDER_ID: orderId, REASON: reason }, action);

export interface DeliveredInput {
  orderId: number;
  receiver: string;
  cash: number;
  prescriptionCollected: boolean;
  signature: Blob;
  photo: File | null;
}

/** POST /couriers/delivered as multipart (token in `x-token`): the fields, the signature and the optional photo. */
export async function deliveredOrder(token: string, input: DeliveredInput): Promise<CourierActionResponse> {
  const form = new FormData();
  form.append('ORDER_ID', String(input.orderId));
  form.append('RECEIVER_NAME', input.receiver);
  form.append('CASH_COLLECTED', String(input.cash));
  form.append('PRESCRIPTION_COLLECTED', String(input.prescriptionCollected));
  form.append('signature', input.signature, 'firma.png');
  if (input.photo) form.append('photo', input.photo, input.photo.name || 'foto.jpg');
  let response: Response;
  try {
    response = await fetch('/api/couriers/delivered', { method: 'POST', headers: { 'x-token': token }, body: form });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorMessageOf(body), response.status);
  return body as CourierActionResponse;
}

/** The branch's couriers and who carries which order (the monitor's assignment control). */
export const branchCouriersQuery = (token: string, branchToken: string) =>
  queryOptions({
    queryKey: ['branchCouriers'],
    queryFn: ({ signal }): Promise<BranchCouriersResponse> =>
      apiPost('/couriers/branchCouriers', { token, branchToken }, () => schemas().then((m) => m.BranchCouriersResponseSchema), { signal }),
    enabled: token !== '' && branchToken !== '',
  });

export const assignCourier = (token: string, branchToken: string, orderId: number, courierId: number | null) =>
  apiPost('/couriers/assign', { token, branchToken, ORDER_ID: orderId, COURIER_ID: courierId }, action);

export const courierDayQuery = (token: string, branchToken: string, day: string) =>
  queryOptions({
    queryKey: ['courierDay', day],
    queryFn: ({ signal }): Promise<CourierDayResponse> =>
      apiPost('/couriers/day', { token, branchToken, DAY: day }, () => schemas().then((m) => m.CourierDayResponseSchema), { signal }),
    enabled: token !== '' && branchToken !== '',
  });

export const confirmHandover = (token: string, branchToken: string, day: string, courierId: number, cash: number, notes: string) =>
  apiPost('/couriers/confirmHandover', { token, branchToken, DAY: day, COURIER_ID: courierId, CASH_HANDED_IN: cash, NOTES: notes }, () =>
    schemas().then((m) => m.ConfirmHandoverResponseSchema),
  );
