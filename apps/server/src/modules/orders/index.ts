// The orders module's public face: what ordering.ts, the app and other modules use of it.
import { modulePlugin } from '../../lib/module-plugin';
import { ordersRoutes } from './routes';
import type { OrdersService } from './service';
import { staffOrdersRoutes } from './staff-routes';
export { createOrderEvents, type OrderEvent, type OrderEvents, type OrderPush } from './order-events';
export { createOrdersRepository, type OrdersRepository } from './repository';
export { ordersRoutes } from './routes';
export { createOrdersService, type OrdersService } from './service';
export { staffOrdersRoutes } from './staff-routes';

/** Decorates the API with `orders` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const ordersModule = modulePlugin<{ orders: OrdersService }>('orders', async (api, { orders }) => {
  api.decorate('orders', orders);
  await api.register(ordersRoutes, { orders });
  await api.register(staffOrdersRoutes, { orders });
});

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}
