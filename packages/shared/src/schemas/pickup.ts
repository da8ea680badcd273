/** Pickup at a branch and the customer's tracker (issue 35, docs/product.md#pickup-at-a-branch, #order-tracker). */
import * as z from 'zod/mini';
import { ORDER_NOTES_MAX_LENGTH } from '../constants/limits';
import { ORDER_STATUS_IDS, type OrderStatusId } from '../constants/order-status';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';
import { FULFILMENTS } from './orders';

/** At the counter: the code typed (6 digits) or the QR's text as a scanner types it. */
export const OrderPickupRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  ORDER_ID: described(dbId(), 'Folio del pedido'),
  CODE: described(z.string().check(z.maxLength(80)), 'El código de recogida (6 dígitos) o el texto del QR'),
  PRESCRIPTION_COLLECTED: described(z.optional(z.boolean()), 'Pedido con antibióticos: se recogió la receta original'),
  NOTES: z.optional(z.string().check(z.maxLength(ORDER_NOTES_MAX_LENGTH))),
});
export type OrderPickupRequest = z.infer<typeof OrderPickupRequestSchema>;

/** Every active branch's units of these SKUs, in the branches' order (checkout's "Recoger en sucursal"). */
export const StockByBranchResponseSchema = z.object({
  ok: OkSchema,
  branches: z.array(
    z.object({
      BRANCH: z.string(),
      NAME: z.string(),
      UNITS: described(z.record(z.string(), z.int()), 'Piezas por SKU (0 = agotado ahí)'),
    }),
  ),
});
export type StockByBranchResponse = z.infer<typeof StockByBranchResponseSchema>;

const OrderStatusSchema = z.custom<OrderStatusId>((v) => (ORDER_STATUS_IDS as readonly unknown[]).includes(v));
export const TRACKER_STAGES = ['RECEIVED', 'PICKING', 'READY', 'ON_THE_WAY', 'DELIVERED'] as const;
export type TrackerStageKey = (typeof TRACKER_STAGES)[number];

/** The stages a customer (or whoever holds a share link) sees: no address, phone or items. */
export const OrderTrackerSchema = z.object({
  ORDER_ID: z.int(),
  BRANCH_NAME: z.string(),
  FULFILMENT: z.enum(FULFILMENTS),
  ID_STATUS: OrderStatusSchema,
  CANCELLED: z.boolean(),
  STAGES: z.array(
    z.object({
      KEY: z.enum(TRACKER_STAGES),
      AT: described(z.nullable(z.string()), 'Cuándo se llegó a esta etapa (ISO 8601); null si aún no'),
    }),
  ),
  COURIER_NAME: described(z.nullable(z.string()), 'El nombre (solo el primero) de quien lo lleva, cuando lo hay'),
  ESTIMATE: described(z.nullable(z.string()), 'Hora estimada de llegada o de estar listo (ISO 8601); null sin datos recientes'),
});
export type OrderTracker = z.infer<typeof OrderTrackerSchema>;

export const OrderTrackerRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: described(dbId(), 'Folio del pedido') });
export const OrderTrackerResponseSchema = z.object({ ok: OkSchema, tracker: OrderTrackerSchema });

export const ShareLinkResponseSchema = z.object({
  ok: OkSchema,
  SHARE: z.nullable(
    z.object({
      TOKEN: described(z.optional(z.string()), 'Solo al crearlo: el enlace es /seguimiento/{TOKEN}; después no se puede volver a leer'),
      CREATED_AT: z.string(),
      EXPIRES_AT: z.string(),
    }),
  ),
});
export type ShareLinkResponse = z.infer<typeof ShareLinkResponseSchema>;

export const SharedTrackerParamsSchema = z.object({ TOKEN: z.string().check(z.maxLength(100)) });
