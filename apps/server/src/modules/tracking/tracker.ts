import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Tracker, TrackerState } from '@mostrador/shared/schemas/tracking';
import { estimateFor, RECENT_DAYS, type EstimateDefaults } from './estimate';
import type { TrackedOrder, TrackingRepository } from './repository';

/**
 * The stage a person reads (decision 077). Delivery: «Listo» is «Surtiendo» with the pick list packed (decision 064's
 * READY, no status of its own); pickup: «Listo para recoger» is status 7.
 */
export function stageOf(order: Pick<TrackedOrder, 'status' | 'fulfilment'>, isPacked: boolean): TrackerState {
  switch (order.status) {
    case ORDER_STATUS.PENDING:
      return 'RECEIVED';
    case ORDER_STATUS.STOCKING:
      return order.fulfilment === 'delivery' && isPacked ? 'READY' : 'PICKING';
    case ORDER_STATUS.READY_FOR_PICKUP:
      return 'READY';
    case ORDER_STATUS.ON_THE_WAY:
      return 'ON_THE_WAY';
    case ORDER_STATUS.DELIVERED:
      return 'DELIVERED';
    default:
      return 'CANCELLED';
  }
}

/** The first word of the courier's name, the only thing of them the customer (or a shared link) reads. */
export const firstName = (name: string | null): string | null => (name ? (name.trim().split(/\s+/)[0] ?? null) : null);

/** Picking's READY for an order in «Surtiendo», given by wiring/ (tracking never imports picking). */
export type IsPacked = (order: { id: number; branch: string }) => Promise<boolean>;

/** The tracker of an order: only stages, the courier's first name and the estimate. */
export function createTrackerOf(deps: { repo: TrackingRepository; isPacked: IsPacked; defaults: EstimateDefaults }) {
  return async (order: TrackedOrder, now: Date): Promise<Tracker> => {
    const packed = order.status === ORDER_STATUS.STOCKING && order.fulfilment === 'delivery' ? await deps.isPacked(order) : false;
    const stage = stageOf(order, packed);
    const isFinal = stage === 'DELIVERED' || stage === 'CANCELLED';
    const recent = isFinal ? null : await deps.repo.recentTimes(order.branch, now, RECENT_DAYS);
    return {
      FULFILMENT: order.fulfilment === 'pickup' ? 'PICKUP' : 'DELIVERY',
      STAGE: stage,
      COURIER_FIRST_NAME: order.fulfilment === 'delivery' && stage !== 'CANCELLED' ? firstName(order.courierName) : null,
      ESTIMATE: recent ? estimateFor(order, order.fulfilment, stage, recent, deps.defaults, now) : null,
    };
  };
}
