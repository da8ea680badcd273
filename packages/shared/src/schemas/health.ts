import { z } from 'zod';

export const HealthResponseSchema = z.object({ ok: z.literal(true), status: z.literal('live') });
export const ReadyResponseSchema = z.object({
  ok: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
