import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import {
  MyOrdersRequestSchema,
  MyOrdersResponseSchema,
  OrderCancelByCustomerRequestSchema,
  OrderDetailsRequestSchema,
  OrderDetailsResponseSchema,
  ShoppingCartFinishRequestSchema,
  SqlResponseSchema,
} from '@mostrador/shared/schemas/orders';
import { readIdempotencyKey } from './checkout-service';
import type { OrdersService } from './orders-service';

const failures = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ['orders: pedidos'];
  app.post(
    '/orders/shoppingCartFinish',
    {
      schema: {
        tags,
        description: 'Termina el carrito en un pedido, una sola vez: el mismo carrito o el mismo encabezado Idempotency-Key devuelven el mismo folio.',
        body: ShoppingCartFinishRequestSchema,
        response: { 200: OrderDetailsResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await orders.finish(req.body, readIdempotencyKey(req.headers['idempotency-key']))) }),
  );
  app.post('/orders/myOrders', { schema: { tags, body: MyOrdersRequestSchema, response: { 200: MyOrdersResponseSchema, ...failures } } }, async (req) => ({
    ok: true as const,
    orders: await orders.myOrders(req.body),
  }));
  app.post('/orders/orderDetails', { schema: { tags, body: OrderDetailsRequestSchema, response: { 200: OrderDetailsResponseSchema, ...failures } } }, async (req) => ({
    ok: true as const,
    ...(await orders.orderDetails(req.body.token, req.body.ORDER_ID, req.body.branchToken)),
  }));
  app.post(
    '/orders/orderCancelByCustomer',
    { schema: { tags, body: OrderCancelByCustomerRequestSchema, response: { 200: SqlResponseSchema, ...failures } } },
    async (req) => ({ ok: true as const, SQLresponse: [await orders.cancelByCustomer(req.body.token, req.body.ORDER_ID)] }),
  );
};
