import type { Database } from '../db/client';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { AuditService } from '../modules/audit/index';
import { createCouriersRepository, createCouriersService, createProofStorage } from '../modules/couriers/index';
import type { OrderEvents, OrdersService } from '../modules/orders/index';
import type { PickingService } from '../modules/picking/index';

/**
 * Couriers (issue 35, decision 075) over orders' status changes, picking's READY and the audit trail; the
 * delivery proofs are stored privately like prescriptions.
 */
export function createCouriers(
  db: Database,
  config: AppConfig,
  deps: { orders: OrdersService; picking: PickingService; events: OrderEvents; audit: AuditService; clock: Clock },
) {
  return createCouriersService({
    repo: createCouriersRepository(db),
    orders: deps.orders.courier,
    readiness: { whyNotReady: (tx, order) => deps.picking.whyNotReady(tx, order) },
    events: deps.events,
    storage: createProofStorage(config),
    clock: deps.clock,
    recordHandover: (tx, e) =>
      deps.audit.record(tx, {
        actorId: e.actorId,
        ip: e.ip,
        action: 'couriers.handover',
        targetAccountId: e.courierId,
        targetText: e.day,
        before: { expected: e.expected },
        after: { handedIn: e.handedIn, difference: Math.round((e.handedIn - e.expected) * 100) / 100 },
        reason: e.notes,
      }),
  });
}
