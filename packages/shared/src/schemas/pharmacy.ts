/**
 * The pharmacist's check (issue 34, decision 071): the queue of orders whose prescription waits
 * for a pharmacist, and the decision (approve, or reject with a reason removing the prescription
 * lines or cancelling the order). PHARMACIST or ADMIN, chain-wide.
 */
import * as z from 'zod/mini';
import { PHARMACIST_CHECKS, PHARMACIST_REASON_MAX } from '../constants/pharmacist-check';
import { pharmacyT } from '../messages/es-MX-pharmacy';
import { described, OkSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';

export const PharmacistCheckSchema = z.enum(PHARMACIST_CHECKS);

const OrderIdSchema = described(dbId(), 'Folio del pedido');

export const PharmacyQueueRequestSchema = z.object({
  token: SessionTokenSchema,
  BRANCH: described(z._default(z.string().check(z.trim(), z.maxLength(40)), ''), 'Clave de la sucursal; vacío: todas'),
});

export const PharmacyLineSchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  UNITS: z.int(),
  LINE_TOTAL: z.number(),
  NEEDS_PRESCRIPTION: described(z.boolean(), 'Espera la revisión: con receta, grupo IV o antibiótico'),
  MEDICINE_GROUP: z.nullable(z.int()),
  ANTIBIOTIC: z.boolean(),
});
export type PharmacyLine = z.infer<typeof PharmacyLineSchema>;

export const PharmacyOrderSchema = z.object({
  ID: z.int(),
  ID_STATUS: z.int(),
  BRANCH: z.string(),
  BRANCH_NAME: z.string(),
  CREATED_AT: described(z.string(), 'ISO 8601'),
  CUSTOMER_NAME: z.string(),
  PHONE: z.string(),
  TOTAL: z.number(),
  DOCTOR: z.nullable(z.object({ DOCTOR_NAME: z.string(), CEDULA: z.string(), DOCTOR_ADDRESS: z.string() })),
  lines: z.array(PharmacyLineSchema),
});
export type PharmacyOrder = z.infer<typeof PharmacyOrderSchema>;

export const PharmacyQueueResponseSchema = z.object({
  ok: OkSchema,
  orders: described(z.array(PharmacyOrderSchema), 'Pedidos cuya receta espera revisión, el más antiguo primero'),
});
export type PharmacyQueueResponse = z.infer<typeof PharmacyQueueResponseSchema>;

export const PharmacyApproveRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: OrderIdSchema });

export const PHARMACY_REJECT_ACTIONS = ['REMOVE_LINES', 'CANCEL_ORDER'] as const;
export type PharmacyRejectAction = (typeof PHARMACY_REJECT_ACTIONS)[number];

export const PharmacyRejectRequestSchema = z.object({
  token: SessionTokenSchema,
  ORDER_ID: OrderIdSchema,
  REASON: described(
    z.string().check(z.trim(), z.minLength(1, pharmacyT('pharmacy.reasonRequired')), z.maxLength(PHARMACIST_REASON_MAX)),
    'Motivo del rechazo; lo lee el cliente',
  ),
  ACTION: described(z.enum(PHARMACY_REJECT_ACTIONS), 'REMOVE_LINES: quitar los productos con receta; CANCEL_ORDER: cancelar el pedido'),
});
export type PharmacyRejectRequest = z.infer<typeof PharmacyRejectRequestSchema>;

export const PharmacyDecisionResponseSchema = z.object({
  ok: OkSchema,
  RESPONSE: z.string(),
  ORDER_ID: z.int(),
  PHARMACIST_CHECK: PharmacistCheckSchema,
  ID_STATUS: z.int(),
});
export type PharmacyDecisionResponse = z.infer<typeof PharmacyDecisionResponseSchema>;
