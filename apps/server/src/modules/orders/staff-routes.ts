import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LastOrdersRequestSchema,
  MyOrdersResponseSchema,
  OrderCancelByUserRequestSchema,
  OrderDetailsResponseSchema,
  SqlResponseSchema,
  StaffOrderActionRequestSchema,
} from '@mostrador/shared/schemas/orders';
import { failureResponses } from '../../lib/failure-responses';
import type { OrdersService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);

export const staffOrdersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ['orders: sucursal'];
  app.post(
    '/orders/lastOrders',
    {
      config: { access: 'branch' },
      schema: { tags, body: LastOrdersRequestSchema, response: { 200: MyOrdersResponseSchema, ...failures } },
    },
    async (req) => ({
      ok: true as const,
      orders: await orders.lastOrders(req.session, req.body),
    }),
  );
  const config = { access: 'branch' } as const;
  const action = { tags, body: StaffOrderActionRequestSchema, response: { 200: OrderDetailsResponseSchema, ...failures } };
  app.post(
    '/orders/orderStartStocking',
    { config, schema: { ...action, description: 'Pendiente → Surtiendo; se avisa al cliente.' } },
    async (req) => ({
      ok: true as const,
      ...(await orders.startStocking(req.session, req.body)),
    }),
  );
  app.post(
    '/orders/orderDispatch',
    { config, schema: { ...action, description: 'Surtiendo → En camino; se avisa al cliente.' } },
    async (req) => ({
      ok: true as const,
      ...(await orders.dispatch(req.session, req.body)),
    }),
  );
  app.post(
    '/orders/orderDelivered',
    { config, schema: { ...action, description: 'En camino → Entregado; se avisa al cliente.' } },
    async (req) => ({
      ok: true as const,
      ...(await orders.delivered(req.session, req.body)),
    }),
  );
  app.post(
    '/orders/orderRecall',
    {
      config,
      schema: {
        ...action,
        description:
          'En camino → Surtiendo: regresa un pedido enviado por error, dentro de RECALL_MINUTES desde «Enviar»; auditado, se avisa al cliente.',
      },
    },
    async (req) => ({
      ok: true as const,
      ...(await orders.recall(req.session, { ...req.body, ip: req.ip })),
    }),
  );
  app.post(
    '/orders/orderCancelByUser',
    { config, schema: { tags, body: OrderCancelByUserRequestSchema, response: { 200: SqlResponseSchema, ...failures } } },
    async (req) => ({
      ok: true as const,
      SQLresponse: [await orders.cancelByUser(req.session, req.body)],
    }),
  );
};
