import { z } from 'zod';

/** Every failure on the wire: `{ ok: false, errors }`, errors in Spanish for a person (DESIGN §2). */
export const ErrorResponseSchema = z.object({ ok: z.literal(false), errors: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkSchema = z.literal(true);

/** Optional session token as the company calls spell it (spec §7: `TOKEN`). */
export const OptionalCompanyTokenSchema = z.string().max(512).optional();
