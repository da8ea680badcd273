import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderDetailsResponseSchema, StaffOrderActionRequestSchema } from '@mostrador/shared/schemas/orders';
import { OrderPickupRequestSchema } from '@mostrador/shared/schemas/pickup';
import { failureResponses } from '../../lib/failure-responses';
import type { OrdersService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409, 429);

/** Pickup at the branch (issue 35, docs/product.md#pickup-at-a-branch): ready at the counter, then handed over with the code. */
export const pickupRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ['orders: sucursal'];
  const config = { access: 'branch' } as const;
  app.post(
    '/orders/orderReadyForPickup',
    {
      config,
      schema: {
        tags,
        description:
          'Surtiendo → Listo para recoger (pedidos para recoger, con la lista de surtido lista); se avisa al cliente con su código.',
        body: StaffOrderActionRequestSchema,
        response: { 200: OrderDetailsResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await orders.readyForPickup(req.session, req.body)) }),
  );
  app.post(
    '/orders/orderPickup',
    {
      config,
      schema: {
        tags,
        description:
          'Listo para recoger → Entregado en mostrador con el código del cliente (6 dígitos o el QR); 5 intentos equivocados bloquean el código 15 min.',
        body: OrderPickupRequestSchema,
        response: { 200: OrderDetailsResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await orders.pickUp(req.session, { ...req.body, ip: req.ip })) }),
  );
};
