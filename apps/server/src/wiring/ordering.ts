import type { Database } from '../db/client';
import { createCartRepository, createCartService } from '../modules/cart/index';
import { createCatalogueRepository, createCatalogueService, createStockRepository } from '../modules/catalogue/index';
import type { Clock } from '../lib/clock';
import {
  createOrderEvents,
  createOrdersRepository,
  createOrdersService,
  type CustomerTrackerOf,
  type DispatchReadiness,
  type DispatchRecord,
  type OrderEvents,
  type OrderPush,
  type PrescriptionAttach,
  type RecordPharmacistCheck,
  type RecordPickup,
  type RecordRecall,
} from '../modules/orders/index';

/**
 * The catalogue, cart and orders services over one database, each given its repository: the
 * app builds them here, and the demo seed too (it places its orders through the real checkout
 * without reaching into the modules).
 */
export function createOrdering(
  db: Database,
  opts: {
    cacheTtlMs: number;
    searchWordsTtlMs?: number;
    searchIndexRefreshMs: number;
    events?: OrderEvents;
    push?: OrderPush;
    /** Issue 34: checkout attaches the uploaded prescription file (the prescriptions module). */
    prescriptions?: PrescriptionAttach;
    /** Decision 064: picking's readiness for «Enviar», the recall's audit row, clock and window. */
    recall?: { readiness: DispatchReadiness; recordRecall: RecordRecall; clock: Clock; recallMinutes: number; record?: DispatchRecord };
    /** Issue 34 (decision 071): the audit row of a pharmacist's decision. */
    recordPharmacist?: RecordPharmacistCheck;
    /** Issue 35 (decision 074): PICKUP_HOLD_DAYS and the counter hand-over's audit row. */
    pickup?: { holdDays: number; recordPickup: RecordPickup };
    /** Issue 35 (decision 077): the customer's tracker in their order's details. */
    trackerOf?: CustomerTrackerOf;
  },
) {
  const catalogueRepo = createCatalogueRepository(db, { searchIndexRefreshMs: opts.searchIndexRefreshMs });
  const catalogue = createCatalogueService({
    repo: catalogueRepo,
    stock: createStockRepository(db),
    cacheTtlMs: opts.cacheTtlMs,
    searchWordsTtlMs: opts.searchWordsTtlMs,
  });
  const cart = createCartService({ repo: createCartRepository(db), catalogue });
  const orders = createOrdersService({
    repo: createOrdersRepository(db),
    cart,
    catalogue,
    events: opts.events ?? createOrderEvents(),
    push: opts.push,
    prescriptions: opts.prescriptions,
    recordPharmacist: opts.recordPharmacist,
    pickupHoldDays: opts.pickup?.holdDays,
    recordPickup: opts.pickup?.recordPickup,
    trackerOf: opts.trackerOf,
    ...opts.recall,
  });
  return { catalogue, warmSearchIndex: () => catalogueRepo.warmSearchIndex(), cart, orders };
}
