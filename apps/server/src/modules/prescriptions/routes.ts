import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as z from 'zod/mini';
import {
  MyPrescriptionsRequestSchema,
  MyPrescriptionsResponseSchema,
  OrderPrescriptionsQuerySchema,
  OrderPrescriptionsRequestSchema,
  OrderPrescriptionsResponseSchema,
  PRESCRIPTION_MAX_BYTES,
  PrescriptionFileQuerySchema,
  PrescriptionUploadResponseSchema,
  QueryIdSchema,
} from '@mostrador/shared/schemas/prescriptions';
import { failureResponses } from '../../lib/failure-responses';
import type { PrescriptionsService } from './service';
import { readPrescriptionUpload } from './upload';

const tags = ['recetas'];
const failures = failureResponses(400, 401, 403, 404);
const customer = { access: 'customer', branchToken: 'optional' } as const;

/** GET calls carry the session in headers (`x-token`, `x-branch-token`); the session plugin reads the body. */
async function tokensFromHeaders(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply;
  const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
  req.body = { token: header('x-token') ?? '', branchToken: header('x-branch-token') };
}

/** The file's headers: never cached, never sniffed, never run (a sandboxed CSP even for a PDF viewer). */
function fileHeaders(reply: FastifyReply, contentType: string, name: string, download: boolean) {
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('referrer-policy', 'no-referrer')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name}"`)
    .type(contentType);
}

/** `/api/prescriptions/*` (issue 34, docs/security.md#recetas). Multipart is registered for this plugin only. */
export const prescriptionsRoutes: FastifyPluginAsyncZod<{ prescriptions: PrescriptionsService }> = async (app, { prescriptions: rx }) => {
  await app.register(multipart, { limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 } });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/prescriptions/upload',
    {
      config: { access: 'customer' },
      preHandler: tokensFromHeaders,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Sube la foto (se guarda como WebP sin metadatos) o el PDF de una receta; token en `x-token`, archivo en `file`.',
        response: { 200: PrescriptionUploadResponseSchema, ...failureResponses(400, 401, 413, 415, 422, 503) },
      },
    },
    async (req) => {
      const { data, name } = await readPrescriptionUpload(req);
      return { ok: true as const, PRESCRIPTION: await rx.upload(req.session.accountId, data, name) };
    },
  );
  const forOrder = {
    description: 'Las recetas de un pedido con enlaces firmados de 5 minutos, y el médico registrado.',
    response: { 200: OrderPrescriptionsResponseSchema, ...failures },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/prescriptions/orderPrescriptions',
      { config: customer, preHandler: tokensFromHeaders, schema: { tags, querystring: OrderPrescriptionsQuerySchema, ...forOrder } },
      async (req) => ({ ok: true as const, ...(await rx.forOrder(req.session, req.query.ORDER_ID)) }),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/prescriptions/orderPrescriptions',
      { config: customer, schema: { tags, body: OrderPrescriptionsRequestSchema, ...forOrder } },
      async (req) => ({ ok: true as const, ...(await rx.forOrder(req.session, req.body.ORDER_ID)) }),
    );
  const mine = {
    description: 'Las recetas del cliente, con enlaces firmados para ver y descargar.',
    response: { 200: MyPrescriptionsResponseSchema, ...failures },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/prescriptions/mine',
      { config: { access: 'customer' }, preHandler: tokensFromHeaders, schema: { tags, ...mine } },
      async (req) => ({ ok: true as const, prescriptions: await rx.mine(req.session.accountId) }),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/prescriptions/mine',
      { config: { access: 'customer' }, schema: { tags, body: MyPrescriptionsRequestSchema, ...mine } },
      async (req) => ({ ok: true as const, prescriptions: await rx.mine(req.session.accountId) }),
    );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/prescriptions/file/:ID',
    {
      schema: {
        tags,
        description: 'El archivo de una receta por un enlace firmado (5 minutos); cada vista queda en la bitácora.',
        params: z.object({ ID: QueryIdSchema }),
        querystring: PrescriptionFileQuerySchema,
        response: failures,
      },
    },
    async (req, reply) => {
      const q = req.query;
      const facts = { id: req.params.ID, viewer: Number(q.viewer), expires: Number(q.expires) };
      const file = await rx.open(facts, q.signature, req.ip);
      fileHeaders(reply, file.contentType, file.download, q.download === '1');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.body as never);
    },
  );
};
