import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import {
  LastOrdersRequestSchema,
  MyOrdersResponseSchema,
  OrderCancelByUserRequestSchema,
  OrderDetailsResponseSchema,
  SqlResponseSchema,
  StaffOrderActionRequestSchema,
} from '@mostrador/shared/schemas/orders';
import type { StaffOrdersService } from './staff-orders-service';

const failures = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export const staffOrdersRoutes: FastifyPluginAsyncZod<{ staffOrders: StaffOrdersService }> = async (app, { staffOrders }) => {
  const tags = ['orders: sucursal'];
  app.post('/orders/lastOrders', { schema: { tags, body: LastOrdersRequestSchema, response: { 200: MyOrdersResponseSchema, ...failures } } }, async (req) => ({
    ok: true as const,
    orders: await staffOrders.lastOrders(req.body),
  }));
  const action = { tags, body: StaffOrderActionRequestSchema, response: { 200: OrderDetailsResponseSchema, ...failures } };
  app.post('/orders/orderStartStocking', { schema: { ...action, description: 'Pendiente → Surtiendo; se avisa al cliente.' } }, async (req) => ({
    ok: true as const,
    ...(await staffOrders.startStocking(req.body)),
  }));
  app.post('/orders/orderDispatch', { schema: { ...action, description: 'Surtiendo → En camino; se avisa al cliente.' } }, async (req) => ({
    ok: true as const,
    ...(await staffOrders.dispatch(req.body)),
  }));
  app.post('/orders/orderDelivered', { schema: { ...action, description: 'En camino → Entregado; se avisa al cliente.' } }, async (req) => ({
    ok: true as const,
    ...(await staffOrders.delivered(req.body)),
  }));
  app.post('/orders/orderCancelByUser', { schema: { tags, body: OrderCancelByUserRequestSchema, response: { 200: SqlResponseSchema, ...failures } } }, async (req) => ({
    ok: true as const,
    SQLresponse: [await staffOrders.cancelByUser(req.body)],
  }));
};
