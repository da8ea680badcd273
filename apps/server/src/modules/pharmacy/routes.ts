import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  PharmacyApproveRequestSchema,
  PharmacyDecisionResponseSchema,
  PharmacyQueueRequestSchema,
  PharmacyQueueResponseSchema,
  PharmacyRejectRequestSchema,
} from '@mostrador/shared/schemas/pharmacy';
import { failureResponses } from '../../lib/failure-responses';
import type { PharmacyService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);
const tags = ['farmacéutico'];
/** Chain-wide (decision 068): pharmacists and admins; never a branch token's staff or support. */
const config = { access: [ACCESS.PHARMACIST, ACCESS.ADMIN] };
const decision = { 200: PharmacyDecisionResponseSchema, ...failures };

/** `POST /api/pharmacy/<action>` (issue 34, decision 071): the queue of prescriptions to check, approve, reject. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ pharmacy: PharmacyService }> = async (app, { pharmacy }) => {
  app.post(
    '/pharmacy/queue',
    {
      config,
      schema: {
        tags,
        description: 'Pedidos cuya receta espera al farmacéutico (todas las sucursales o una), el más antiguo primero.',
        body: PharmacyQueueRequestSchema,
        response: { 200: PharmacyQueueResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, orders: await pharmacy.queue(req.body.BRANCH) }),
  );
  app.post(
    '/pharmacy/approve',
    {
      config,
      schema: {
        tags,
        description: 'Aprueba la receta: los productos con receta ya se pueden surtir. Solo antes de «En camino».',
        body: PharmacyApproveRequestSchema,
        response: decision,
      },
    },
    async (req) => ({
      ok: true as const,
      ...(await pharmacy.approve({ accountId: req.session.accountId, ip: req.ip }, req.body.ORDER_ID)),
    }),
  );
  app.post(
    '/pharmacy/reject',
    {
      config,
      schema: {
        tags,
        description:
          'Rechaza la receta con un motivo que lee el cliente: quita los productos con receta (el total se recalcula y las piezas vuelven a las existencias) o cancela el pedido.',
        body: PharmacyRejectRequestSchema,
        response: decision,
      },
    },
    async (req) => {
      const input = { orderId: req.body.ORDER_ID, reason: req.body.REASON, action: req.body.ACTION };
      return { ok: true as const, ...(await pharmacy.reject({ accountId: req.session.accountId, ip: req.ip }, input)) };
    },
  );
};
