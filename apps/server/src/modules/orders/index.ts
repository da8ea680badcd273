// The orders module's public face: its plugin, and what wiring/ and other modules use.
import { modulePlugin } from '../../lib/module-plugin';
import { pickupRoutes } from './pickup-routes';
import { ordersRoutes } from './routes';
import type { OrdersService } from './service';
import { staffOrdersRoutes } from './staff-routes';
export {
  createOrderEvents,
  type CustomerTrackerOf,
  type DispatchReadiness,
  type DispatchRecord,
  type OrderEvent,
  type OrderEvents,
  type OrderPush,
  type RecordPharmacistCheck,
  type RecordPickup,
  type RecordRecall,
} from './order-events';
export type { Decision as PharmacistDecision, PharmacistActor } from './pharmacist-check';
export { createOrdersRepository, type OrdersRepository } from './repository';
export { createOrdersService, type OrdersService } from './service';
export type { PrescriptionAttach } from './finish-cart';
export { orderNotFound, type StatusChange } from './change-order-status';

/** Decorates the API with `orders` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const ordersModule = modulePlugin<{ orders: OrdersService }>('orders', async (api, { orders }) => {
  api.decorate('orders', orders);
  await api.register(ordersRoutes, { orders });
  await api.register(staffOrdersRoutes, { orders });
  await api.register(pickupRoutes, { orders });
});

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}
