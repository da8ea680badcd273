import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  AssignCourierRequestSchema,
  BranchCouriersRequestSchema,
  BranchCouriersResponseSchema,
  ConfirmHandoverRequestSchema,
  ConfirmHandoverResponseSchema,
  CourierActionResponseSchema,
  CourierDayRequestSchema,
  CourierDayResponseSchema,
  CourierListRequestSchema,
  CourierListResponseSchema,
  CourierOrderRequestSchema,
  DELIVERY_FILE_MAX_BYTES,
  UndeliveredRequestSchema,
} from '@mostrador/shared/schemas/couriers';
import { failureResponses } from '../../lib/failure-responses';
import { readDeliveredUpload } from './proof-files';
import type { CouriersService } from './service';

const tags = ['repartidores'];
const failures = failureResponses(400, 401, 403, 404, 409);
const courier = { access: [ACCESS.COURIER] } as const;
const branch = { access: 'branch' } as const;
const action = { response: { 200: CourierActionResponseSchema, ...failures } };

/** The multipart «Entregado» carries the session in `x-token`; the session plugin reads the body. */
async function tokenFromHeader(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply;
  const token = req.headers['x-token'];
  req.body = { token: typeof token === 'string' ? token : '' };
}

/** `/api/couriers/*` (issue 35, decision 075): the courier's calls (COURIER) and the branch's (branch token). */
export const couriersRoutes: FastifyPluginAsyncZod<{ couriers: CouriersService }> = async (app, { couriers }) => {
  await app.register(multipart, { limits: { fileSize: DELIVERY_FILE_MAX_BYTES, files: 2, fields: 8, fieldSize: 1024, parts: 10 } });
  courierCalls(app, couriers);
  branchCalls(app, couriers);
};

type Api = Parameters<FastifyPluginAsyncZod<{ couriers: CouriersService }>>[0];

/** The courier's calls: COURIER and their branch from people management. */
function courierCalls(api: Api, couriers: CouriersService) {
  api.post(
    '/couriers/myDeliveries',
    {
      config: courier,
      schema: {
        tags,
        description: 'Los pedidos del repartidor y los listos para tomar, en orden de ruta.',
        body: CourierListRequestSchema,
        response: { 200: CourierListResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.list(req.session)) }),
  );
  api.post(
    '/couriers/take',
    {
      config: courier,
      schema: {
        tags,
        description: 'Toma un pedido empacado de su sucursal; si otro lo tomó antes, 409.',
        body: CourierOrderRequestSchema,
        ...action,
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.take(req.session, req.body.ORDER_ID)) }),
  );
  api.post(
    '/couriers/depart',
    {
      config: courier,
      schema: {
        tags,
        description: 'Surtiendo → En camino por el repartidor que lo lleva; se avisa al cliente.',
        body: CourierOrderRequestSchema,
        ...action,
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.depart(req.session, req.body.ORDER_ID)) }),
  );
  api.post(
    '/couriers/delivered',
    {
      config: courier,
      preHandler: tokenFromHeader,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'En camino → Entregado: ORDER_ID, RECEIVER_NAME, CASH_COLLECTED, PRESCRIPTION_COLLECTED; archivos `signature` (obligatoria) y `photo`; token en `x-token`.',
        response: { 200: CourierActionResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.delivered(req.session, await readDeliveredUpload(req))) }),
  );
  api.post(
    '/couriers/undelivered',
    {
      config: courier,
      schema: {
        tags,
        description: 'No entregado: regresa a la sucursal como Surtiendo, con el motivo.',
        body: UndeliveredRequestSchema,
        ...action,
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.undelivered(req.session, req.body)) }),
  );
}

/** The branch's calls: a branch token of the session, acting on that branch only. */
function branchCalls(api: Api, couriers: CouriersService) {
  api.post(
    '/couriers/branchCouriers',
    {
      config: branch,
      schema: {
        tags,
        description: 'Los repartidores activos de la sucursal y cuántos pedidos lleva cada uno.',
        body: BranchCouriersRequestSchema,
        response: { 200: BranchCouriersResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.couriersOf(req.session.branch!.branch)) }),
  );
  api.post(
    '/couriers/assign',
    {
      config: branch,
      schema: {
        tags,
        description: 'Asigna un pedido empacado a un repartidor de la sucursal (o lo libera con null).',
        body: AssignCourierRequestSchema,
        ...action,
      },
    },
    async (req) => ({ ok: true as const, ...(await couriers.assign(req.session.branch!.branch, req.body.ORDER_ID, req.body.COURIER_ID)) }),
  );
  api.post(
    '/couriers/day',
    {
      config: branch,
      schema: {
        tags,
        description: 'Cierre del día: por repartidor, entregas y efectivo esperado contra entregado.',
        body: CourierDayRequestSchema,
        response: { 200: CourierDayResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, DAY: req.body.DAY, couriers: await couriers.day(req.session.branch!.branch, req.body.DAY) }),
  );
  api.post(
    '/couriers/confirmHandover',
    {
      config: branch,
      schema: {
        tags,
        description: 'La sucursal confirma el efectivo que entregó un repartidor; auditado; una vez por día.',
        body: ConfirmHandoverRequestSchema,
        response: { 200: ConfirmHandoverResponseSchema, ...failures },
      },
    },
    async (req) => ({
      ok: true as const,
      DAY: req.body.DAY,
      ...(await couriers.confirmHandover({ accountId: req.session.accountId, ip: req.ip }, req.session.branch!.branch, req.body)),
    }),
  );
}
