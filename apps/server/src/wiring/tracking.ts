import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PickingService } from '../modules/picking/index';
import { createTrackingRepository, createTrackingService } from '../modules/tracking/index';

/**
 * The customer's tracker and share links (issue 35, decision 077) over picking's READY (the delivery's «Listo») and
 * the estimate's settings.
 */
export function createTracking(db: Database, config: AppConfig, deps: { picking: PickingService; clock: Clock }) {
  return createTrackingService({
    repo: createTrackingRepository(db),
    // Read outside a transaction: the tracker only shows it.
    isPacked: async (order) => (await deps.picking.whyNotReady(db, order)) === null,
    clock: deps.clock,
    defaults: { deliveryMinutes: config.estimateDeliveryMinutes, pickupMinutes: config.estimatePickupMinutes },
    publicOrigin: config.publicOrigin,
  });
}
