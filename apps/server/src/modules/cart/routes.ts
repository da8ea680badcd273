import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShoppingCartAddProductRequestSchema,
  ShoppingCartRequestSchema,
  ShoppingCartResponseSchema,
  ShoppingCartUpdateUnitsRequestSchema,
} from '@mostrador/shared/schemas/cart';
import { failureResponses } from '../../lib/failure-responses';
import type { CartService } from './service';

const response = { 200: ShoppingCartResponseSchema, ...failureResponses(400, 401, 404) };

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ['orders: carrito'];
  app.post(
    '/orders/shoppingCart',
    { config: { access: 'customer' }, schema: { tags, body: ShoppingCartRequestSchema, response } },
    async (req) => ({
      ok: true as const,
      shoppingCart: await cart.cart(req.session),
    }),
  );
  app.post(
    '/orders/shoppingCartAddProduct',
    { config: { access: 'customer' }, schema: { tags, body: ShoppingCartAddProductRequestSchema, response } },
    async (req) => ({
      ok: true as const,
      shoppingCart: await cart.addProduct(req.session, req.body.SKU),
    }),
  );
  app.post(
    '/orders/shoppingCartUpdateProductUnits',
    { config: { access: 'customer' }, schema: { tags, body: ShoppingCartUpdateUnitsRequestSchema, response } },
    async (req) => ({
      ok: true as const,
      shoppingCart: await cart.updateUnits(req.session, req.body.SKU, req.body.UNITS),
    }),
  );
};
