import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PickDaySummaryRequestSchema,
  PickDaySummaryResponseSchema,
  PickLineRequestSchema,
  PickListRequestSchema,
  PickListResponseSchema,
  PickScanRequestSchema,
  PickScanResponseSchema,
} from '@mostrador/shared/schemas/picking';
import { failureResponses } from '../../lib/failure-responses';
import type { PickingService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409, 422);

/** The branch's pick calls (docs/product.md#picking): a branch token of the session, an order of its branch. */
export const pickingRoutes: FastifyPluginAsyncZod<{ picking: PickingService }> = async (app, { picking }) => {
  const tags = ['orders: surtido'];
  const config = { access: 'branch' } as const;
  const list = { 200: PickListResponseSchema, ...failures };
  app.post(
    '/orders/pickList',
    { config, schema: { tags, body: PickListRequestSchema, response: list, description: 'Las líneas del pedido con lo ya surtido.' } },
    async (req) => ({ ok: true as const, ...(await picking.pickList(req.session, req.body.ORDER_ID)) }),
  );
  app.post(
    '/orders/pickScan',
    {
      config,
      schema: {
        tags,
        body: PickScanRequestSchema,
        response: { 200: PickScanResponseSchema, ...failures },
        description: 'Cuenta una pieza de la línea cuyo código se leyó; el pedido debe estar «Surtiendo».',
      },
    },
    async (req) => ({ ok: true as const, ...(await picking.scan(req.session, req.body.ORDER_ID, req.body.CODE)) }),
  );
  const byHand = (req: { body: { ORDER_ID: number; SKU: string; REASON: string }; ip: string }) => ({
    orderId: req.body.ORDER_ID,
    sku: req.body.SKU,
    reason: req.body.REASON,
    ip: req.ip,
  });
  app.post(
    '/orders/pickConfirmLine',
    {
      config,
      schema: { tags, body: PickLineRequestSchema, response: list, description: 'Cuenta el resto de la línea sin escanear, con motivo.' },
    },
    async (req) => ({ ok: true as const, ...(await picking.confirmLine(req.session, byHand(req))) }),
  );
  app.post(
    '/orders/pickUnavailable',
    {
      config,
      schema: {
        tags,
        body: PickLineRequestSchema,
        response: list,
        description:
          'Marca la línea «No disponible», con motivo; las existencias del producto en la sucursal quedan en 0 (ajuste auditado).',
      },
    },
    async (req) => ({ ok: true as const, ...(await picking.markUnavailable(req.session, byHand(req))) }),
  );
  app.post(
    '/orders/pickDaySummary',
    {
      config,
      schema: {
        tags,
        body: PickDaySummaryRequestSchema,
        response: { 200: PickDaySummaryResponseSchema, ...failures },
        description:
          'Lo del día en la sucursal del branchToken (o en las de BRANCHES, como lastOrders): productos y piezas por surtir de los pedidos «Pendiente» y «Surtiendo», y el promedio de minutos por etapa.',
      },
    },
    async (req) => ({ ok: true as const, ...(await picking.daySummary(req.session, req.body.DATE, req.body.BRANCHES)) }),
  );
};
