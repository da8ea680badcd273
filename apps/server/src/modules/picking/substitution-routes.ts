import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PickListResponseSchema } from '@mostrador/shared/schemas/picking';
import {
  AnswerSubstitutionRequestSchema,
  OfferSubstitutionRequestSchema,
  OrderSubstitutionsRequestSchema,
  OrderSubstitutionsResponseSchema,
  SubstitutionCandidatesRequestSchema,
  SubstitutionCandidatesResponseSchema,
} from '@mostrador/shared/schemas/substitutions';
import { failureResponses } from '../../lib/failure-responses';
import type { PickingService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409, 422);

/** Substitutions the customer approves (docs/product.md#picking, decision 063): the branch offers, the customer answers. */
export const substitutionRoutes: FastifyPluginAsyncZod<{ picking: PickingService }> = async (app, { picking }) => {
  const tags = ['orders: surtido'];
  const branch = { access: 'branch' } as const;
  app.post(
    '/orders/substitutionCandidates',
    {
      config: branch,
      schema: {
        tags,
        body: SubstitutionCandidatesRequestSchema,
        response: { 200: SubstitutionCandidatesResponseSchema, ...failures },
        description:
          'Productos de la sucursal (con existencias, activos) que pueden sustituir una línea «No disponible»: misma sustancia y concentración, misma sustancia, y solo sin receta, mismo departamento.',
      },
    },
    async (req) => ({ ok: true as const, ...(await picking.substitutionCandidates(req.session, req.body.ORDER_ID, req.body.SKU)) }),
  );
  app.post(
    '/orders/offerSubstitution',
    {
      config: branch,
      schema: {
        tags,
        body: OfferSubstitutionRequestSchema,
        response: { 200: PickListResponseSchema, ...failures },
        description: 'Ofrece al cliente un sustituto de una línea «No disponible»; el cliente responde en su pedido.',
      },
    },
    async (req) => {
      const { ORDER_ID, SKU, SUBSTITUTE_SKU, UNITS } = req.body;
      const input = { orderId: ORDER_ID, sku: SKU, substituteSku: SUBSTITUTE_SKU, units: UNITS };
      return { ok: true as const, ...(await picking.offerSubstitution(req.session, input)) };
    },
  );
  const customer = { access: 'customer' } as const;
  app.post(
    '/orders/substitutions',
    {
      config: customer,
      schema: {
        tags,
        body: OrderSubstitutionsRequestSchema,
        response: { 200: OrderSubstitutionsResponseSchema, ...failures },
        description: 'Los sustitutos ofrecidos en un pedido del cliente y sus respuestas.',
      },
    },
    async (req) => ({ ok: true as const, ...(await picking.customerSubstitutions(req.session, req.body.ORDER_ID)) }),
  );
  app.post(
    '/orders/answerSubstitution',
    {
      config: customer,
      schema: {
        tags,
        body: AnswerSubstitutionRequestSchema,
        response: { 200: OrderSubstitutionsResponseSchema, ...failures },
        description: '«Aceptar sustituto» (ACCEPT true) o «Quitar producto» (false); el total del pedido cambia.',
      },
    },
    async (req) => {
      const input = { orderId: req.body.ORDER_ID, id: req.body.SUBSTITUTION_ID, accept: req.body.ACCEPT, ip: req.ip };
      return { ok: true as const, ...(await picking.answerSubstitution(req.session, input)) };
    },
  );
};
