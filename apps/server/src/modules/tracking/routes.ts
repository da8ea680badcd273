import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShareTrackingRequestSchema,
  ShareTrackingResponseSchema,
  SharedTrackerRequestSchema,
  SharedTrackerResponseSchema,
  UnshareTrackingResponseSchema,
} from '@mostrador/shared/schemas/tracking';
import { failureResponses } from '../../lib/failure-responses';
import type { TrackingService } from './service';

const tags = ['orders: pedidos'];
const owner = { access: 'customer' } as const;

/**
 * The share link of the customer's tracker (decision 077): the order's customer creates and revokes it; the public
 * page reads it without a session (the API's per-client rate limit applies, as to every call).
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (app, { tracking }) => {
  app.post(
    '/orders/trackingShare',
    {
      config: owner,
      schema: {
        tags,
        description: 'Crea un enlace público al seguimiento del pedido (solo etapas, repartidor y hora estimada).',
        body: ShareTrackingRequestSchema,
        response: { 200: ShareTrackingResponseSchema, ...failureResponses(400, 401, 404, 409) },
      },
    },
    async (req) => ({ ok: true as const, ...(await tracking.share(req.session, req.body.ORDER_ID, `${req.protocol}://${req.host}`)) }),
  );
  app.post(
    '/orders/trackingUnshare',
    {
      config: owner,
      schema: {
        tags,
        description: 'Deja sin efecto todos los enlaces de seguimiento del pedido.',
        body: ShareTrackingRequestSchema,
        response: { 200: UnshareTrackingResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (req) => ({ ok: true as const, ...(await tracking.unshare(req.session, req.body.ORDER_ID)) }),
  );
  app.post(
    '/tracking/shared',
    {
      schema: {
        tags,
        description: 'El seguimiento de un enlace compartido, sin sesión: 404 si no existe, 410 si venció o se dejó de compartir.',
        body: SharedTrackerRequestSchema,
        response: { 200: SharedTrackerResponseSchema, ...failureResponses(400, 404, 410, 429) },
      },
    },
    async (req) => ({ ok: true as const, tracker: await tracking.shared(req.body.TRACKING_TOKEN) }),
  );
};
