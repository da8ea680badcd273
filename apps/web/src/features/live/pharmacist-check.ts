import { isOrderStatusId } from '@mostrador/shared/constants/order-status';
import { PHARMACIST_CHECKS } from '@mostrador/shared/constants/pharmacist-check';
import type { PharmacistCheckEvent } from '@mostrador/shared/realtime/events';
import type { QueryClient } from '@tanstack/react-query';

/** A PHARMACIST_CHECK payload from the wire, checked before anything reads it. */
export function readPharmacistCheck(payload: unknown): PharmacistCheckEvent | null {
  const p = payload as Partial<Record<keyof PharmacistCheckEvent, unknown>> | null;
  if (!p || !Number.isInteger(p.ORDER_ID) || typeof p.BRANCH !== 'string' || !isOrderStatusId(p.ID_STATUS)) return null;
  if (!(PHARMACIST_CHECKS as readonly unknown[]).includes(p.PHARMACIST_CHECK)) return null;
  return {
    ORDER_ID: p.ORDER_ID as number,
    BRANCH: p.BRANCH,
    PHARMACIST_CHECK: p.PHARMACIST_CHECK as PharmacistCheckEvent['PHARMACIST_CHECK'],
    REASON: typeof p.REASON === 'string' ? p.REASON : null,
    ID_STATUS: p.ID_STATUS,
  };
}

/**
 * The pharmacist's check changed (decision 071): the customer's order page, the monitor's list and
 * an open pick list of the order read again; pharmacists' queues too (a new order waits, or
 * another pharmacist decided).
 */
export function pharmacistCheckHeard(queryClient: QueryClient, payload: unknown): PharmacistCheckEvent | null {
  const heard = readPharmacistCheck(payload);
  if (!heard) return null;
  for (const key of [['pharmacyQueue'], ['orderDetails'], ['myOrders'], ['lastOrders'], ['pickList', heard.ORDER_ID]]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  return heard;
}
