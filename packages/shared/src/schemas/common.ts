// zod/mini: the same schemas as classic zod (both build on zod/v4/core, which the server's
// fastify-type-provider-zod and OpenAPI generation use), but functions instead of methods, so
// the web bundle carries only what these schemas need. See docs/decisions/004.
import * as z from 'zod/mini';

/** Attaches a description (OpenAPI) to a schema, like classic zod's `.describe()`. */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema as z.ZodMiniType, { description });
  return schema;
}

/** Every failure on the wire: `{ ok: false, errors }`, errors in Spanish for a person (DESIGN §2). */
export const ErrorResponseSchema = z.object({ ok: z.literal(false), errors: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkSchema = z.literal(true);

/** Optional session token as the company calls spell it (spec §7: `TOKEN`). */
export const OptionalCompanyTokenSchema = z.optional(z.string().check(z.maxLength(512)));
