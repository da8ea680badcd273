/**
 * Substitutions the customer approves (issue 33, decision 063): the branch offers a substitute for
 * a line it does not have; the customer accepts it or removes the line; unanswered, it expires.
 */
import * as z from 'zod/mini';
import { MAX_UNITS_PER_LINE } from '../constants/limits';
import { pickingT } from '../messages/es-MX-picking';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId, intBetween } from './numbers';

export const SUBSTITUTION_MATCHES = ['SAME_STRENGTH', 'SAME_INGREDIENT', 'SAME_DEPARTMENT'] as const;
export type SubstitutionMatch = (typeof SUBSTITUTION_MATCHES)[number];
export const SUBSTITUTION_STATES = ['OFFERED', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const;
export type SubstitutionState = (typeof SUBSTITUTION_STATES)[number];

/** Required text: missing and blank get the same words. */
const sku = (message: string, description: string) =>
  described(
    z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
      .check(z.trim(), z.minLength(1, message), z.maxLength(60)),
    description,
  );

const branchCall = {
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  ORDER_ID: described(dbId(), 'Folio del pedido'),
  SKU: sku(pickingT('pick.skuRequired'), 'Clave (SKU) de la línea que falta'),
};

export const SubstitutionCandidatesRequestSchema = z.object(branchCall);
export type SubstitutionCandidatesRequest = z.infer<typeof SubstitutionCandidatesRequestSchema>;

export const SubstitutionCandidateSchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  IMAGE: described(z.string(), 'Ruta relativa a img_url; vacía si no hay imagen'),
  PRICE: described(z.number(), 'Precio por pieza, sin promoción'),
  STOCK: described(z.int(), 'Existencias en la sucursal del pedido'),
  MATCH: described(
    z.enum(SUBSTITUTION_MATCHES),
    'SAME_STRENGTH: misma sustancia y concentración; SAME_INGREDIENT: misma sustancia; SAME_DEPARTMENT: mismo departamento (nunca para un medicamento con receta)',
  ),
  DIFFERENCE: described(z.number(), 'Cuánto cambia el total del pedido con las mismas piezas de la línea'),
});
export type SubstitutionCandidate = z.infer<typeof SubstitutionCandidateSchema>;

export const SubstitutionCandidatesResponseSchema = z.object({
  ok: OkSchema,
  UNITS: described(z.int(), 'Piezas de la línea que falta'),
  candidates: z.array(SubstitutionCandidateSchema),
});
export type SubstitutionCandidatesResponse = z.infer<typeof SubstitutionCandidatesResponseSchema>;

export const OfferSubstitutionRequestSchema = z.object({
  ...branchCall,
  SUBSTITUTE_SKU: sku(pickingT('substitution.substituteRequired'), 'Clave (SKU) del sustituto'),
  UNITS: described(intBetween(1, MAX_UNITS_PER_LINE), 'Piezas del sustituto'),
});
export type OfferSubstitutionRequest = z.infer<typeof OfferSubstitutionRequestSchema>;

export const SubstitutionSchema = z.object({
  ID: z.int(),
  ORDER_ID: z.int(),
  STATUS: z.enum(SUBSTITUTION_STATES),
  ORIGINAL_SKU: z.string(),
  ORIGINAL_NAME: z.string(),
  ORIGINAL_UNITS: z.int(),
  ORIGINAL_TOTAL: z.number(),
  SKU: described(z.string(), 'El sustituto'),
  NAME: z.string(),
  PRESENTATION: z.string(),
  IMAGE: z.string(),
  UNITS: z.int(),
  PRICE: z.number(),
  DIFFERENCE: described(z.number(), 'Cuánto cambia el total del pedido si se acepta (negativo: baja)'),
  OFFERED_AT: described(z.string(), 'ISO 8601'),
  EXPIRES_AT: described(z.string(), 'ISO 8601: sin respuesta a esta hora, la línea se quita'),
  ANSWERED_AT: z.nullable(z.string()),
});
export type Substitution = z.infer<typeof SubstitutionSchema>;

export const OrderSubstitutionsRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: described(dbId(), 'Folio del pedido') });
export type OrderSubstitutionsRequest = z.infer<typeof OrderSubstitutionsRequestSchema>;

export const OrderSubstitutionsResponseSchema = z.object({
  ok: OkSchema,
  NOW: described(z.string(), 'La hora del servidor (ISO 8601), para la cuenta regresiva'),
  substitutions: z.array(SubstitutionSchema),
});
export type OrderSubstitutionsResponse = z.infer<typeof OrderSubstitutionsResponseSchema>;

export const AnswerSubstitutionRequestSchema = z.object({
  token: SessionTokenSchema,
  ORDER_ID: described(dbId(), 'Folio del pedido'),
  SUBSTITUTION_ID: described(dbId(), 'La oferta de sustituto'),
  ACCEPT: described(z.boolean({ error: pickingT('substitution.answerRequired') }), 'true: «Aceptar sustituto»; false: «Quitar producto»'),
});
export type AnswerSubstitutionRequest = z.infer<typeof AnswerSubstitutionRequestSchema>;
