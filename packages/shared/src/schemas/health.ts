import * as z from 'zod/mini';

export const HealthResponseSchema = z.object({ ok: z.literal(true), status: z.literal('live') });
export const ReadyResponseSchema = z.object({
  ok: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
