import type { TrackerEstimate, TrackerState } from '@mostrador/shared/schemas/tracking';
import type { Durations, RecentTimes, TrackedOrder } from './repository';

/** Below this many recent orders a branch's own times say too little: the settings' defaults answer (decision 077). */
export const MIN_RECENT_ORDERS = 5;
/** The days of history the estimate reads. */
export const RECENT_DAYS = 14;
const MINUTE = 60_000;
/** A window never narrower than this once it has had to start now. */
const MIN_WIDTH_MS = 5 * MINUTE;

export interface EstimateDefaults {
  /** ESTIMATE_DELIVERY_MINUTES: order → door. */
  deliveryMinutes: number;
  /** ESTIMATE_PICKUP_MINUTES: order → «Listo para recoger». */
  pickupMinutes: number;
}

/** A median and an upper end in ms: the branch's own when it has enough, else the default's (upper = a third more). */
function spanOf(recent: Durations, defaultMinutes: number): { p50: number; p80: number } {
  if (recent.count >= MIN_RECENT_ORDERS && recent.p50 !== null && recent.p80 !== null) {
    return { p50: recent.p50 * 1000, p80: recent.p80 * 1000 };
  }
  return { p50: defaultMinutes * MINUTE, p80: Math.round((defaultMinutes * 4) / 3) * MINUTE };
}

/**
 * The window for the order's stage: before departure, created → delivered; on the way, departure → delivered (the
 * default ride is half the default delivery); a pickup, created → ready until it is ready. A window already begun
 * starts now and keeps at least its width: the estimate never shows a time gone by. None once delivered or cancelled.
 */
export function estimateFor(
  order: Pick<TrackedOrder, 'createdAt' | 'departedAt'>,
  fulfilment: 'delivery' | 'pickup',
  stage: TrackerState,
  recent: RecentTimes,
  defaults: EstimateDefaults,
  now: Date,
): TrackerEstimate | null {
  if (stage === 'DELIVERED' || stage === 'CANCELLED') return null;
  let window: { base: Date; span: { p50: number; p80: number }; kind: TrackerEstimate['KIND'] };
  if (fulfilment === 'pickup') {
    if (stage === 'READY') return null;
    window = { base: order.createdAt, span: spanOf(recent.ready, defaults.pickupMinutes), kind: 'READY' };
  } else if (stage === 'ON_THE_WAY' && order.departedAt) {
    window = { base: order.departedAt, span: spanOf(recent.ride, defaults.deliveryMinutes / 2), kind: 'ARRIVAL' };
  } else {
    window = { base: order.createdAt, span: spanOf(recent.total, defaults.deliveryMinutes), kind: 'ARRIVAL' };
  }
  let from = window.base.getTime() + window.span.p50;
  let to = window.base.getTime() + window.span.p80;
  if (from < now.getTime()) {
    from = now.getTime();
    to = Math.max(to, from + Math.max(window.span.p80 - window.span.p50, MIN_WIDTH_MS));
  }
  return { KIND: window.kind, FROM: new Date(from).toISOString(), TO: new Date(to).toISOString() };
}
