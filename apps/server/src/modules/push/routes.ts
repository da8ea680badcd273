import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushConfigResponseSchema,
  PushOkResponseSchema,
  PushSubscribeRequestSchema,
  PushUnsubscribeRequestSchema,
} from '@mostrador/shared/schemas/push';
import { failureResponses } from '../../lib/failure-responses';
import type { PushService } from './service';

const failures = failureResponses(400, 401, 403, 503);
const tags = ['push: notificaciones'];

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/push/config',
    {
      schema: {
        tags,
        description: 'La clave pública VAPID con la que el navegador crea la suscripción (applicationServerKey).',
        response: { 200: PushConfigResponseSchema },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { ok: true as const, PUBLIC_KEY: push.publicKey };
    },
  );
  app.post(
    '/push/subscribe',
    {
      schema: {
        tags,
        description:
          'Guarda la suscripción push de este dispositivo para la sesión: avisos de los pedidos propios y, con branchToken, de los pedidos nuevos de la sucursal.',
        body: PushSubscribeRequestSchema,
        response: { 200: PushOkResponseSchema, ...failures },
      },
      config: { access: 'customer', branchToken: 'optional' },
    },
    async (req) => {
      await push.subscribe(req.session, req.body.SUBSCRIPTION);
      return { ok: true as const };
    },
  );
  app.post(
    '/push/unsubscribe',
    {
      schema: {
        tags,
        description: 'Deja de enviar notificaciones a este dispositivo (por su endpoint) en esta sesión.',
        body: PushUnsubscribeRequestSchema,
        response: { 200: PushOkResponseSchema, ...failures },
      },
      config: { access: 'customer' },
    },
    async (req) => {
      await push.unsubscribe(req.session, req.body.ENDPOINT);
      return { ok: true as const };
    },
  );
};
