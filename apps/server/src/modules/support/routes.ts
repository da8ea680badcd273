import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  SupportAccountActionRequestSchema,
  SupportActionResponseSchema,
  SupportCustomerRequestSchema,
  SupportCustomerResponseSchema,
  SupportNoteRequestSchema,
  SupportOrderActionRequestSchema,
  SupportSearchRequestSchema,
  SupportSearchResponseSchema,
} from '@mostrador/shared/schemas/support';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failureResponses } from '../../lib/failure-responses';
import type { SupportService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409, 429, 503);
const SUPPORT = { access: [ACCESS.CUSTOMER_SUPPORT, ACCESS.ADMIN] };
const tags = ['atención a clientes'];
const done = (RESPONSE: string) => ({ ok: true as const, RESPONSE });
const action = { 200: SupportActionResponseSchema, ...failures };

type Body<S> = S extends z.ZodMiniType<infer O> ? O : never;

/** `POST /api/support/<action>` (CUSTOMER_SUPPORT or ADMIN): find a customer and act for them, with a reason. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  app.post(
    '/support/search',
    {
      schema: {
        tags,
        description: 'Busca clientes por celular, nombre o folio de pedido.',
        body: SupportSearchRequestSchema,
        response: { 200: SupportSearchResponseSchema, ...failures },
      },
      config: SUPPORT,
    },
    async (req) => ({ ok: true as const, customers: await support.search(req.body.QUERY) }),
  );
  app.post(
    '/support/customer',
    {
      schema: {
        tags,
        description: 'Datos, direcciones, carrito, pedidos de todas las sucursales, notas internas e historial de un cliente.',
        body: SupportCustomerRequestSchema,
        response: { 200: SupportCustomerResponseSchema, ...failures },
      },
      config: SUPPORT,
    },
    async (req) => ({ ok: true as const, ...(await support.customerView(req.body.ACCOUNT_ID)) }),
  );
  const act = <S extends z.ZodMiniType>(
    path: string,
    description: string,
    body: S,
    run: (req: FastifyRequest, b: Body<S>) => Promise<string>,
  ) =>
    app.post(`/support/${path}`, { schema: { tags, description, body, response: action }, config: SUPPORT }, async (req) =>
      done(await run(req, req.body as Body<S>)),
    );
  const acting = (req: FastifyRequest, reason: string) => ({ session: req.session, ip: req.ip, reason });

  act('cancelOrder', 'Cancela un pedido pendiente a nombre del cliente, con motivo.', SupportOrderActionRequestSchema, (req, b) =>
    support.cancelOrder(acting(req, b.REASON), b.ORDER_ID),
  );
  act('resendStatus', 'Reenvía al cliente el aviso del estado actual de su pedido.', SupportOrderActionRequestSchema, (req, b) =>
    support.resendStatus(acting(req, b.REASON), b.ORDER_ID),
  );
  act('addNote', 'Nota interna sobre el cliente o uno de sus pedidos; el cliente nunca la ve.', SupportNoteRequestSchema, (req, b) =>
    support.addNote(acting(req, ''), b.ACCOUNT_ID, b.ORDER_ID ?? null, b.TEXT),
  );
  act(
    'unlockSignIn',
    'Desbloquea el inicio de sesión frenado por contraseñas o códigos SMS equivocados.',
    SupportAccountActionRequestSchema,
    (req, b) => support.unlockSignIn(acting(req, b.REASON), b.ACCOUNT_ID),
  );
  act('sendRecovery', 'Envía al cliente un SMS para recuperar su contraseña.', SupportAccountActionRequestSchema, (req, b) =>
    support.sendRecovery(acting(req, b.REASON), b.ACCOUNT_ID),
  );
};
