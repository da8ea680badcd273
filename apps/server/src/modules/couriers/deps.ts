import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MediaStorage } from '../images/index';
import type { OrderEvents, OrdersService } from '../orders/index';
import type { RecordHandover } from './end-of-day';
import type { CouriersRepository } from './repository';

/** What the couriers service is built from (wiring/couriers.ts): orders' and picking's ports, never their internals. */
export interface CouriersDeps {
  repo: CouriersRepository;
  orders: OrdersService['courier'];
  /** Picking's READY (decision 064), asked inside the assignment's transaction with the row locked. */
  readiness: { whyNotReady(tx: Database, order: { id: number; branch: string }): Promise<string | null> };
  events: OrderEvents;
  storage: MediaStorage;
  clock: Clock;
  recordHandover: RecordHandover;
}
