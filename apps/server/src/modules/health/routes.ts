import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@mostrador/shared/schemas/health';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { failureResponses } from '../../lib/failure-responses';
import { MESSAGES } from '../../lib/messages';

/** Liveness never touches the database (a slow database must not get the process restarted). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const tags = ['health'];

  app.get('/health', { schema: { tags, response: { 200: HealthResponseSchema } } }, async () => ({
    ok: true as const,
    status: 'live' as const,
  }));

  app.get('/ready', { schema: { tags, response: { 200: ReadyResponseSchema, ...failureResponses(503) } } }, async (req) => {
    try {
      await database.ping();
    } catch (error) {
      // Any failure of `select 1` means "not ready", whatever the driver called it.
      req.log.warn({ err: error }, 'readiness check failed');
      throw new AppError(MESSAGES.serviceUnavailable, 503);
    }
    return { ok: true as const, status: 'ready' as const, database: database.kind };
  });
};
