import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PhoneSchema } from '@mostrador/shared/schemas/common';
import { failureResponses } from '../../lib/failure-responses';

const OutboxResponseSchema = z.object({
  ok: z.literal(true),
  messages: z.array(z.object({ PHONE: z.string(), CODE: z.string(), TEXT: z.string(), AT: z.string() })),
});

/** What the console SMS provider's dev outbox answers (app.ts hands it over). */
export interface SmsOutbox {
  messagesFor(phone: string): { PHONE: string; CODE: string; TEXT: string; AT: string }[];
}

/** Demo and test helpers (docs/product.md#demo-mode); app.ts registers them only outside production. */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: SmsOutbox }> = async (app, { outbox }) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['dev (solo demo)'],
        querystring: z.object({ PHONE: PhoneSchema }),
        response: { 200: OutboxResponseSchema, ...failureResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true as const, messages: outbox.messagesFor(req.query.PHONE) };
    },
  );
};
