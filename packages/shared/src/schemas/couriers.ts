/**
 * Couriers (issue 35, decision 075; docs/product.md#couriers): the courier's calls (session token,
 * COURIER access, the branch given in people management), the branch's assignment and end-of-day
 * calls (session and branch token), and what they answer.
 */
import * as z from 'zod/mini';
import { courierT } from '../messages/es-MX-couriers';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId, MONEY_MAX } from './numbers';
import { isIsoDay } from '../validation/patterns';
import { t } from '../messages/es-MX';

export const RECEIVER_NAME_MAX_LENGTH = 120;
export const UNDELIVERED_REASON_MAX_LENGTH = 300;
/** A delivery's photo or signature as uploaded; sharp re-encodes it smaller. */
export const DELIVERY_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side a delivery photo keeps after re-encoding. */
export const DELIVERY_PHOTO_MAX_SIDE = 1600;

const OrderId = described(dbId(), 'Folio del pedido');
const courierCall = { token: SessionTokenSchema };
const branchCall = { token: SessionTokenSchema, branchToken: BranchTokenSchema };

export const CourierListRequestSchema = z.object(courierCall);
export const BranchCouriersRequestSchema = z.object(branchCall);
export const CourierOrderRequestSchema = z.object({ ...courierCall, ORDER_ID: OrderId });
export type CourierOrderRequest = z.infer<typeof CourierOrderRequestSchema>;

export const UndeliveredRequestSchema = z.object({
  ...courierCall,
  ORDER_ID: OrderId,
  REASON: described(
    z.prefault(
      z.string().check(z.trim(), z.minLength(1, courierT('courier.reasonRequired')), z.maxLength(UNDELIVERED_REASON_MAX_LENGTH)),
      '',
    ),
    'Por qué no se entregó: «No había nadie», «Dirección incorrecta»…',
  ),
});
export type UndeliveredRequest = z.infer<typeof UndeliveredRequestSchema>;

/** The text fields of «Entregado» (multipart, beside the `photo` and `signature` files). */
export const DeliveredFieldsSchema = z.object({
  ORDER_ID: OrderId,
  RECEIVER_NAME: z.string().check(z.trim(), z.minLength(1, courierT('courier.receiverRequired')), z.maxLength(RECEIVER_NAME_MAX_LENGTH)),
  CASH_COLLECTED: z.number().check(z.gte(0), z.lte(MONEY_MAX)),
  PRESCRIPTION_COLLECTED: z.boolean(),
});
export type DeliveredFields = z.infer<typeof DeliveredFieldsSchema>;

export const AssignCourierRequestSchema = z.object({
  ...branchCall,
  ORDER_ID: OrderId,
  COURIER_ID: described(z.nullable(dbId()), 'Cuenta del repartidor; null quita la asignación'),
});
export type AssignCourierRequest = z.infer<typeof AssignCourierRequestSchema>;

const IsoDay = described(z.string().check(z.refine(isIsoDay, t('validation.isoDay'))), 'Día (YYYY-MM-DD, hora de México)');
export const CourierDayRequestSchema = z.object({ ...branchCall, DAY: IsoDay });
export type CourierDayRequest = z.infer<typeof CourierDayRequestSchema>;
export const ConfirmHandoverRequestSchema = z.object({
  ...branchCall,
  DAY: IsoDay,
  COURIER_ID: dbId(),
  CASH_HANDED_IN: described(z.number().check(z.gte(0), z.lte(MONEY_MAX)), 'Efectivo que entregó el repartidor'),
  NOTES: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
});
export type ConfirmHandoverRequest = z.infer<typeof ConfirmHandoverRequestSchema>;

export const DeliveryAddressSchema = z.object({
  CALLE: z.string(),
  NUMERO_EXTERIOR: z.string(),
  NUMERO_INTERIOR: z.string(),
  COLONIA: z.string(),
  CODIGO_POSTAL: z.string(),
  MUNICIPIO: z.string(),
  ESTADO: z.string(),
  REFERENCIAS: z.string(),
});

export const CourierDeliverySchema = z.object({
  ID: z.int(),
  ID_STATUS: z.int(),
  CUSTOMER_NAME: z.string(),
  PHONE: z.string(),
  ADDRESS: DeliveryAddressSchema,
  NOTES: z.string(),
  PAYMENT: z.string(),
  TOTAL: z.number(),
  /** What the customer said they pay with (cash), or null. */
  CASH_AMOUNT: z.nullable(z.number()),
  CASH_TO_COLLECT: z.number(),
  CHANGE: z.number(),
  ANTIBIOTIC: z.boolean(),
  UNITS: z.int(),
  COURIER_ID: z.nullable(z.int()),
  COURIER_NAME: z.nullable(z.string()),
  ASSIGNED_AT: z.nullable(z.string()),
});
export type CourierDelivery = z.infer<typeof CourierDeliverySchema>;

export const CourierListResponseSchema = z.object({
  ok: OkSchema,
  BRANCH: z.string(),
  BRANCH_NAME: z.string(),
  /** The courier's own orders: assigned or on the way, in delivery order. */
  MINE: z.array(CourierDeliverySchema),
  /** Ready delivery orders of the branch nobody carries yet. */
  AVAILABLE: z.array(CourierDeliverySchema),
  /** Today's delivered orders and cash collected so far. */
  DONE_TODAY: z.int(),
  CASH_TODAY: z.number(),
});
export type CourierListResponse = z.infer<typeof CourierListResponseSchema>;

export const CourierActionResponseSchema = z.object({ ok: OkSchema, RESPONSE: z.string(), ORDER_ID: z.int(), ID_STATUS: z.int() });
export type CourierActionResponse = z.infer<typeof CourierActionResponseSchema>;

export const BranchCourierSchema = z.object({ ID: z.int(), NAME: z.string(), ACTIVE: z.int() });
export const CourierAssignmentSchema = z.object({ ORDER_ID: z.int(), COURIER_ID: z.int(), COURIER_NAME: z.string() });
export type CourierAssignment = z.infer<typeof CourierAssignmentSchema>;
/** The branch's couriers, and who carries each of its orders not yet delivered (the monitor's rows). */
export const BranchCouriersResponseSchema = z.object({
  ok: OkSchema,
  couriers: z.array(BranchCourierSchema),
  assignments: z.array(CourierAssignmentSchema),
  /** The branch's pickup orders in «Surtiendo»: no courier for them. */
  PICKUP_ORDERS: z.array(z.int()),
});
export type BranchCouriersResponse = z.infer<typeof BranchCouriersResponseSchema>;
export type BranchCourier = z.infer<typeof BranchCourierSchema>;

export const CourierDaySchema = z.object({
  COURIER_ID: z.int(),
  COURIER_NAME: z.string(),
  DELIVERED: z.int(),
  NOT_DELIVERED: z.int(),
  CASH_EXPECTED: z.number(),
  CASH_COLLECTED: z.number(),
  /** Null until the branch confirms the hand-over. */
  CASH_HANDED_IN: z.nullable(z.number()),
  DIFFERENCE: z.nullable(z.number()),
  CONFIRMED_BY: z.nullable(z.string()),
  CONFIRMED_AT: z.nullable(z.string()),
  NOTES: z.string(),
});
export type CourierDay = z.infer<typeof CourierDaySchema>;
export const CourierDayResponseSchema = z.object({ ok: OkSchema, DAY: z.string(), couriers: z.array(CourierDaySchema) });
export type CourierDayResponse = z.infer<typeof CourierDayResponseSchema>;
export const ConfirmHandoverResponseSchema = z.object({
  ok: OkSchema,
  RESPONSE: z.string(),
  DAY: z.string(),
  couriers: z.array(CourierDaySchema),
});
