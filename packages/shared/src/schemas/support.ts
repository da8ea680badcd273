/** Back office I: customer support (`/api/support/*`), acting for a customer with a reason. */
import * as z from 'zod/mini';
import { AccountIdSchema, AuditEntrySchema, ReasonSchema } from './admin-views';
import { OkSchema, SessionTokenSchema, described } from './common';
import { AddressSchema } from './customer';
import { ShoppingCartSchema } from './cart';
import { OrderDetailsSchema } from './orders';
import { dbId } from './numbers';

const OrderIdSchema = described(dbId(), 'Folio del pedido');

export const SupportSearchRequestSchema = z.object({
  token: SessionTokenSchema,
  QUERY: described(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'Celular, nombre o folio de pedido'),
});
export const SupportCustomerSchema = z.object({
  ID: z.int(),
  PHONE: z.string(),
  NAME: z.string(),
  EMAIL: z.string(),
  DISABLED: z.boolean(),
  /** Set when the search matched this order's folio. */
  ORDER_ID: z.nullable(z.int()),
});
export type SupportCustomer = z.infer<typeof SupportCustomerSchema>;
export const SupportSearchResponseSchema = z.object({ ok: OkSchema, customers: z.array(SupportCustomerSchema) });

export const SupportNoteSchema = z.object({
  ID: z.int(),
  ORDER_ID: z.nullable(z.int()),
  TEXT: z.string(),
  AUTHOR: z.string(),
  AT: z.string(),
});
export type SupportNote = z.infer<typeof SupportNoteSchema>;

export const SupportCustomerRequestSchema = z.object({ token: SessionTokenSchema, ACCOUNT_ID: AccountIdSchema });
export const SupportCustomerResponseSchema = z.object({
  ok: OkSchema,
  customer: z.object({
    ID: z.int(),
    PHONE: z.string(),
    NAME: z.string(),
    EMAIL: z.string(),
    BIRTH: z.nullable(z.string()),
    CREATED_AT: z.string(),
    DISABLED: z.boolean(),
    /** Seconds until the customer may try a password again; 0 when not throttled. */
    SIGN_IN_WAIT_S: z.int(),
  }),
  addresses: z.array(AddressSchema),
  cart: z.nullable(ShoppingCartSchema),
  orders: z.array(OrderDetailsSchema),
  notes: z.array(SupportNoteSchema),
  history: z.array(AuditEntrySchema),
});
export type SupportCustomerResponse = z.infer<typeof SupportCustomerResponseSchema>;

const ForCustomer = { token: SessionTokenSchema, ACCOUNT_ID: AccountIdSchema, REASON: ReasonSchema };
export const SupportOrderActionRequestSchema = z.object({ token: SessionTokenSchema, ORDER_ID: OrderIdSchema, REASON: ReasonSchema });
export type SupportOrderActionRequest = z.infer<typeof SupportOrderActionRequestSchema>;
export const SupportAccountActionRequestSchema = z.object(ForCustomer);
export type SupportAccountActionRequest = z.infer<typeof SupportAccountActionRequestSchema>;
export const SupportNoteRequestSchema = z.object({
  token: SessionTokenSchema,
  ACCOUNT_ID: AccountIdSchema,
  ORDER_ID: z.optional(z.nullable(OrderIdSchema)),
  TEXT: ReasonSchema,
});
export type SupportNoteRequest = z.infer<typeof SupportNoteRequestSchema>;
export const SupportActionResponseSchema = z.object({ ok: OkSchema, RESPONSE: z.string() });
export type SupportActionResponse = z.infer<typeof SupportActionResponseSchema>;
