/**
 * The customer's tracker and its share link (issue 35, decision 077; docs/product.md#order-tracker): the stages, the
 * courier's first name and the estimate. A shared link answers exactly the tracker: no folio, address, phone, items,
 * customer name or totals.
 */
import * as z from 'zod/mini';
import { described, OkSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';

/** The stages in order; a pickup order has no «En camino». */
export const TRACKER_STAGES = ['RECEIVED', 'PICKING', 'READY', 'ON_THE_WAY', 'DELIVERED'] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number];
export const TRACKER_STATES = [...TRACKER_STAGES, 'CANCELLED'] as const;
export type TrackerState = (typeof TRACKER_STATES)[number];

/** A share link's token: 32 random bytes in base64url, 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TrackerEstimateSchema = z.object({
  KIND: described(z.enum(['ARRIVAL', 'READY']), 'ARRIVAL: llega a la puerta; READY: listo para recoger'),
  FROM: described(z.string(), 'Lo antes (ISO 8601): la mediana de los tiempos recientes de la sucursal'),
  TO: described(z.string(), 'Lo más tarde (ISO 8601): el percentil 80'),
});
export type TrackerEstimate = z.infer<typeof TrackerEstimateSchema>;

export const TrackerSchema = z.object({
  // The orders schema's FULFILMENTS, spelt out: orders.ts imports this file.
  FULFILMENT: z.enum(['DELIVERY', 'PICKUP']),
  STAGE: described(z.enum(TRACKER_STATES), 'La etapa actual; CANCELLED si se canceló'),
  COURIER_FIRST_NAME: described(z.nullable(z.string()), 'El primer nombre de quien lo lleva; null si nadie aún'),
  ESTIMATE: described(z.nullable(TrackerEstimateSchema), 'null una vez entregado o cancelado'),
});
export type Tracker = z.infer<typeof TrackerSchema>;

/** The customer's own tracker adds until when their share link works (null: none active). */
export const CustomerTrackerSchema = z.object({
  ...TrackerSchema.shape,
  SHARED_UNTIL: described(z.nullable(z.string()), 'Hasta cuándo funciona el enlace compartido activo (ISO 8601); null si no hay'),
});
export type CustomerTracker = z.infer<typeof CustomerTrackerSchema>;

const OrderIdSchema = described(dbId(), 'Folio del pedido');

export const ShareTrackingRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: OrderIdSchema });
export const ShareTrackingResponseSchema = z.object({
  ok: OkSchema,
  URL: described(z.string(), 'El enlace público; solo se muestra al crearlo (se guarda únicamente su SHA-256)'),
  EXPIRES_AT: z.string(),
});
export type ShareTrackingResponse = z.infer<typeof ShareTrackingResponseSchema>;

export const UnshareTrackingResponseSchema = z.object({ ok: OkSchema, REVOKED: described(z.int(), 'Enlaces que dejaron de funcionar') });

export const SharedTrackerRequestSchema = z.object({
  TRACKING_TOKEN: described(z.string().check(z.maxLength(200)), 'La parte final del enlace /track/{TRACKING_TOKEN}'),
});
export const SharedTrackerResponseSchema = z.object({ ok: OkSchema, tracker: TrackerSchema });
export type SharedTrackerResponse = z.infer<typeof SharedTrackerResponseSchema>;
