import type { FastifyInstance } from 'fastify';
import type { OrdersService } from '../modules/orders/index';
import { startSweep, type Sweep } from './sweep';

/** How often pickup orders past PICKUP_HOLD_DAYS are looked for (decision 074). */
export const PICKUP_SWEEP_MS = 15 * 60_000;

export type PickupSweep = Sweep;

/** Cancels pickup orders nobody collected within PICKUP_HOLD_DAYS while the app runs; stopped on close. */
export function startPickupSweep(app: FastifyInstance, orders: OrdersService, sweep: PickupSweep): void {
  startSweep(app, 'pickup sweep', () => orders.sweepUncollected(), sweep);
}
