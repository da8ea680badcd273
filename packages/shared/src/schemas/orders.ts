/** The order calls of docs/product.md#api-calls (all POST, the session token in the body) and the order in docs/product.md#data-the-product-keeps. */
import * as z from 'zod/mini';
import { ORDER_HISTORY_MAX_DAYS, ORDER_NOTES_MAX_LENGTH } from '../constants/limits';
import { ORDER_STATUS_IDS, type OrderStatusId } from '../constants/order-status';
import { t } from '../messages/es-MX';
import { CEDULA_PATTERN } from '../validation/cedula';
import { isIsoDay } from '../validation/patterns';
import { BranchTokenSchema, described, OkSchema, PhoneSchema, SessionTokenSchema } from './common';
import { AddressSchema } from './customer';
import { dbId } from './numbers';
import { PHARMACIST_CHECKS } from '../constants/pharmacist-check';
import { CustomerTrackerSchema } from './tracking';

export const PAYMENT_METHODS = ['EFECTIVO', 'TARJETA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const OrderIdSchema = described(dbId(), 'Folio del pedido');
const IsoDaySchema = z.string().check(z.refine(isIsoDay, t('validation.isoDay')));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** Prescription products ask for the doctor and the cédula profesional (docs/product.md#checkout). */
export const PrescriptionSchema = z.object({
  DOCTOR_NAME: requiredText(120, t('orders.doctorRequired')),
  CEDULA: z.string().check(z.trim(), z.regex(CEDULA_PATTERN, t('orders.cedulaInvalid'))),
  /** Issue 34: the doctor's address as the prescription prints it (the antibiotic register keeps it). */
  DOCTOR_ADDRESS: z.optional(text(200)),
  /** Issue 34: the file uploaded with `/api/prescriptions/upload`, attached to the order at checkout. */
  PRESCRIPTION_ID: z.optional(dbId()),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

/** Issue 35: brought to the address (the default, as the spec's checkout) or collected at a branch. */
export const FULFILMENTS = ['DELIVERY', 'PICKUP'] as const;
export type FulfilmentChoice = (typeof FULFILMENTS)[number];

export const ShoppingCartFinishRequestSchema = z
  .object({
    token: SessionTokenSchema,
    PHONE: PhoneSchema,
    ADDRESS_ID: described(z.optional(dbId()), 'La dirección de entrega (requerida para DELIVERY)'),
    FULFILMENT: described(
      z._default(z.enum(FULFILMENTS), 'DELIVERY'),
      'DELIVERY (a domicilio, por omisión) o PICKUP (recoger en sucursal)',
    ),
    PICKUP_BRANCH: described(z.optional(z.string().check(z.trim(), z.maxLength(40))), 'PICKUP: la sucursal donde se recoge'),
    NOTES: z._default(text(ORDER_NOTES_MAX_LENGTH), ''),
    /** The folio the customer is looking at: finishing a cart already finished answers its order. */
    CART_ID: described(z.optional(dbId()), 'Folio del carrito que se termina; sin él, el carrito abierto'),
    PAYMENT: described(
      z._default(z.enum(PAYMENT_METHODS), 'EFECTIVO'),
      'EFECTIVO (contra entrega, por omisión) o TARJETA (terminal a la entrega)',
    ),
    CASH_AMOUNT: described(z.optional(z.nullable(z.number().check(z.positive(), z.lte(1_000_000)))), '¿Con cuánto pagas? (solo efectivo)'),
    PRESCRIPTION: described(z.optional(z.nullable(PrescriptionSchema)), 'Médico y cédula cuando el carrito lleva productos con receta'),
  })
  .check(
    z.refine((r) => r.FULFILMENT !== 'DELIVERY' || r.ADDRESS_ID !== undefined, {
      message: t('orders.addressRequired'),
      path: ['ADDRESS_ID'],
    }),
    z.refine((r) => r.FULFILMENT !== 'PICKUP' || (r.PICKUP_BRANCH ?? '') !== '', {
      message: t('orders.pickupBranchRequired'),
      path: ['PICKUP_BRANCH'],
    }),
  );
export type ShoppingCartFinishRequest = z.infer<typeof ShoppingCartFinishRequestSchema>;

const OrderStatusSchema = z.custom<OrderStatusId>((v) => (ORDER_STATUS_IDS as readonly unknown[]).includes(v));

export const OrderSummarySchema = z.object({
  ID: z.int(),
  ID_STATUS: OrderStatusSchema,
  BRANCH: z.string(),
  BRANCH_NAME: z.string(),
  CREATED_AT: described(z.string(), 'ISO 8601'),
  UNITS: z.int(),
  TOTAL: z.number(),
  CUSTOMER_NAME: described(z.optional(z.string()), 'Nombre del cliente (solo en la lista de la sucursal)'),
  PHARMACIST_CHECK: described(
    z.optional(z.nullable(z.enum(PHARMACIST_CHECKS))),
    'Revisión del farmacéutico: pending (espera), approved, rejected; null si el pedido no lleva receta',
  ),
  FULFILMENT: described(z.optional(z.enum(FULFILMENTS)), 'DELIVERY (a domicilio) o PICKUP (recoger en sucursal), issue 35'),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderProductSchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  IMAGE: z.string(),
  UNITS: z.int(),
  PRICE: z.number(),
  SUBTOTAL: z.number(),
  DISCOUNT: z.number(),
  LINE_TOTAL: z.number(),
  FREE_UNITS: z.int(),
  REQUIRES_PRESCRIPTION: z.boolean(),
  SOY_TU_FAN_JSON: z.nullable(z.string()),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;

export const OrderHistoryEntrySchema = z.object({
  FROM: z.nullable(OrderStatusSchema),
  TO: OrderStatusSchema,
  AT: z.string(),
  BY: described(z.string(), 'Quién hizo el cambio, como lo ve una persona'),
  NOTES: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderDetailsSchema = z.object({
  ...OrderSummarySchema.shape,
  CUSTOMER_ID: z.int(),
  CUSTOMER_NAME: z.string(),
  PHONE: z.string(),
  NOTES: z.string(),
  ADDRESS: described(z.nullable(z.omit(AddressSchema, { IS_DEFAULT: true })), 'La dirección de entrega; null si se recoge en sucursal'),
  PICKUP_CODE: described(
    z.optional(z.nullable(z.string())),
    'Listo para recoger: el código de 6 dígitos, solo para el cliente del pedido (nunca al personal)',
  ),
  PICKUP_HOLD_UNTIL: described(z.optional(z.nullable(z.string())), 'Listo para recoger: hasta cuándo se guarda (ISO 8601)'),
  PAYMENT: z.enum(PAYMENT_METHODS),
  CASH_AMOUNT: z.nullable(z.number()),
  PRESCRIPTION: z.nullable(PrescriptionSchema),
  SUBTOTAL: z.number(),
  DISCOUNT: z.number(),
  SOY_TU_FAN_VENTA_JSON: described(z.string(), 'La venta como la ve el programa, JSON en texto'),
  SOY_TU_FAN_BENEFICIOS_JSON: described(z.string(), 'Beneficios aplicados, JSON en texto'),
  SOY_TU_FAN_BENEFICIOS_CUSTOMER: described(z.string(), 'Socio: número, puntos ganados y saldo, JSON en texto'),
  HISTORY: z.array(OrderHistoryEntrySchema),
  RECALL_UNTIL: described(
    z.optional(z.nullable(z.string())),
    'En camino: hasta cuándo (ISO 8601) la sucursal puede regresarlo a «Surtiendo»; null si ya no',
  ),
  PRESCRIPTION_COLLECTED_AT: described(
    z.optional(z.nullable(z.string())),
    'Cuándo se recogió la receta original de un pedido con antibióticos (ISO 8601); null si no',
  ),
  HAS_ANTIBIOTIC: described(z.optional(z.boolean()), 'Lleva antibióticos: «Entregado» pide la receta original'),
  PHARMACIST_REASON: described(z.optional(z.nullable(z.string())), 'El motivo del farmacéutico al rechazar la receta'),
  TRACKER: described(z.optional(CustomerTrackerSchema), 'Solo al cliente del pedido: etapas, repartidor y hora estimada (issue 35)'),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrderDetailsResponseSchema = z.object({
  ok: OkSchema,
  orderDetails: OrderDetailsSchema,
  products: z.array(OrderProductSchema),
});
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponseSchema>;

export const OrderDetailsRequestSchema = z.object({
  token: SessionTokenSchema,
  ORDER_ID: OrderIdSchema,
  branchToken: described(z.optional(z.string().check(z.maxLength(512))), 'Personal de sucursal: lee los pedidos de su sucursal'),
});

export const MyOrdersRequestSchema = z.object({ token: SessionTokenSchema, DATE_START: IsoDaySchema, DATE_END: IsoDaySchema }).check(
  z.refine((r) => r.DATE_START <= r.DATE_END, { message: t('orders.dateRangeInverted'), path: ['DATE_END'] }),
  z.refine((r) => daysBetween(r.DATE_START, r.DATE_END) <= ORDER_HISTORY_MAX_DAYS, {
    message: t('orders.dateRangeTooLong', { days: ORDER_HISTORY_MAX_DAYS }),
    path: ['DATE_END'],
  }),
);
export type MyOrdersRequest = z.infer<typeof MyOrdersRequestSchema>;
export const MyOrdersResponseSchema = z.object({ ok: OkSchema, orders: z.array(OrderSummarySchema) });
export type MyOrdersResponse = z.infer<typeof MyOrdersResponseSchema>;

export const OrderCancelByCustomerRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: OrderIdSchema });
/** docs/product.md#customer-orders: the answer is read from `SQLresponse[0].RESPONSE`. */
export const SqlResponseSchema = z.object({
  ok: OkSchema,
  SQLresponse: z.array(z.object({ RESPONSE: z.string(), ID: z.int(), ID_STATUS: OrderStatusSchema })),
});
export type SqlResponse = z.infer<typeof SqlResponseSchema>;

/** Whole days from one 'YYYY-MM-DD' to another (both valid days). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

// Branch staff calls (docs/product.md#branch-monitor): the session token plus the branch token of /login/google.
const StaffNotesSchema = z._default(text(ORDER_NOTES_MAX_LENGTH), '');

export const LastOrdersRequestSchema = z
  .object({
    token: SessionTokenSchema,
    branchToken: BranchTokenSchema,
    BRANCH: z.optional(z.string().check(z.maxLength(40))),
    DATE_START: IsoDaySchema,
    DATE_END: IsoDaySchema,
  })
  .check(
    z.refine((r) => r.DATE_START <= r.DATE_END, { message: t('orders.dateRangeInverted'), path: ['DATE_END'] }),
    z.refine((r) => daysBetween(r.DATE_START, r.DATE_END) <= ORDER_HISTORY_MAX_DAYS, {
      message: t('orders.dateRangeTooLong', { days: ORDER_HISTORY_MAX_DAYS }),
      path: ['DATE_END'],
    }),
  );
export type LastOrdersRequest = z.infer<typeof LastOrdersRequestSchema>;

export const StaffOrderActionRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  ORDER_ID: OrderIdSchema,
  NOTES: StaffNotesSchema,
  PRESCRIPTION_COLLECTED: described(
    z.optional(z.boolean()),
    '«Entregado» de un pedido con antibióticos: se recogió la receta original (issue 34)',
  ),
});
export type StaffOrderActionRequest = z.infer<typeof StaffOrderActionRequestSchema>;
export const OrderCancelByUserRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  ORDER_ID: OrderIdSchema,
  CUSTOMER_ID: dbId(),
  // The customer reads why their order was cancelled in its history (issue 32).
  // Missing counts as blank (prefault), so it gets the same words instead of "El campo NOTES…".
  NOTES: z.prefault(requiredText(ORDER_NOTES_MAX_LENGTH, t('orders.cancelReasonRequired')), ''),
});
export type OrderCancelByUserRequest = z.infer<typeof OrderCancelByUserRequestSchema>;
