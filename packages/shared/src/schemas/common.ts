// zod/mini: the same schemas as classic zod (both build on zod/v4/core, which the server's
// fastify-type-provider-zod and OpenAPI generation use), but functions instead of methods, so
// the web bundle carries only what these schemas need. See docs/decisions/004.
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { t } from '../messages/es-MX';

/** Attaches a description (OpenAPI) to a schema, like classic zod's `.describe()`. */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema as z.ZodMiniType, { description });
  return schema;
}

/**
 * Every failure on the wire: `{ ok: false, errors }`, errors in Spanish for a person (docs/product.md#api-conventions).
 * A refusal the client may answer carries `CODE` too (e.g. PRICE_NEEDS_CONFIRMATION) and its facts in `DETAILS`.
 */
export const ErrorResponseSchema = z.object({
  ok: z.literal(false),
  errors: z.string(),
  CODE: z.optional(z.string()),
  DETAILS: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkSchema = z.literal(true);

/** Optional session token as the company calls spell it (docs/product.md#api-conventions: `TOKEN`). */
export const OptionalCompanyTokenSchema = z.optional(z.string().check(z.maxLength(512)));

/** The session token every protected call carries in its body (docs/product.md#api-conventions: `token`). */
export const SessionTokenSchema = described(z.string().check(z.minLength(1), z.maxLength(512)), 'Token de sesión');
export const BranchTokenSchema = described(z.string().check(z.minLength(1), z.maxLength(512)), 'Token de sucursal de /login/google');

/** A Mexican mobile on the wire: ten digits, no +52, no punctuation (the message in docs/product.md#validation-rules). */
export const PhoneSchema = described(
  z.string().check(z.trim(), z.regex(/^\d{10}$/, t('validation.phone'))),
  'Celular de 10 dígitos, sin +52',
);

/** A person's name as they write it. */
export const NameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, t('auth.nameRequired')),
    z.maxLength(NAME_MAX_LENGTH, t('validation.nameTooLong', { max: NAME_MAX_LENGTH })),
  );
