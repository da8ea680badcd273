import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MyOrdersRequestSchema,
  MyOrdersResponseSchema,
  OrderCancelByCustomerRequestSchema,
  OrderDetailsRequestSchema,
  OrderDetailsResponseSchema,
  ShoppingCartFinishRequestSchema,
  SqlResponseSchema,
} from '@mostrador/shared/schemas/orders';
import { readIdempotencyKey } from './finish-cart';
import { failureResponses } from '../../lib/failure-responses';
import type { OrdersService } from './service';

const failures = failureResponses(400, 401, 404, 409);

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ['orders: pedidos'];
  app.post(
    '/orders/shoppingCartFinish',
    {
      schema: {
        tags,
        description:
          'Termina el carrito en un pedido, una sola vez: el mismo carrito o el mismo encabezado Idempotency-Key devuelven el mismo folio.',
        body: ShoppingCartFinishRequestSchema,
        response: { 200: OrderDetailsResponseSchema, ...failures },
      },
      config: { access: 'customer' },
      // A bad Idempotency-Key is a 400 before the session is looked at (the session plugin runs after this).
      preHandler: async (req) => void readIdempotencyKey(req.headers['idempotency-key']),
    },
    async (req) => {
      const { token: _token, ...input } = req.body;
      return {
        ok: true as const,
        ...(await orders.finish(req.session, { ...input, idempotencyKey: readIdempotencyKey(req.headers['idempotency-key']) })),
      };
    },
  );
  app.post(
    '/orders/myOrders',
    {
      config: { access: 'customer' },
      schema: { tags, body: MyOrdersRequestSchema, response: { 200: MyOrdersResponseSchema, ...failures } },
    },
    async (req) => ({
      ok: true as const,
      orders: await orders.myOrders(req.session, req.body),
    }),
  );
  app.post(
    '/orders/orderDetails',
    {
      config: { access: 'customer', branchToken: 'optional' },
      schema: { tags, body: OrderDetailsRequestSchema, response: { 200: OrderDetailsResponseSchema, ...failures } },
    },
    async (req) => ({
      ok: true as const,
      ...(await orders.orderDetails(req.session, req.body.ORDER_ID)),
    }),
  );
  app.post(
    '/orders/orderCancelByCustomer',
    {
      config: { access: 'customer' },
      schema: { tags, body: OrderCancelByCustomerRequestSchema, response: { 200: SqlResponseSchema, ...failures } },
    },
    async (req) => ({ ok: true as const, SQLresponse: [await orders.cancelByCustomer(req.session, req.body.ORDER_ID)] }),
  );
};
