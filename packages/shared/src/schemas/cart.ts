/** The shopping cart calls of docs/product.md#cart (all POST, the session token in the body). */
import * as z from 'zod/mini';
import { MAX_UNITS_PER_LINE } from '../constants/limits';
import { described, OkSchema, SessionTokenSchema } from './common';
import { intBetween } from './numbers';

export { MAX_UNITS_PER_LINE };
const sku = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const CartLineSchema = z.object({
  SKU: z.string(),
  UNITS: z.int(),
  SOY_TU_FAN_JSON: described(z.nullable(z.string()), 'Promoción del producto como texto JSON, o null'),
  NAME: z.string(),
  PRESENTATION: z.string(),
  IMAGE: z.string(),
  PRICE: z.number(),
  REQUIRES_PRESCRIPTION: z.boolean(),
  // Issue 34 (optional: an older answer reads as «not a medicine»). BRANCH_ONLY: group I–III, cannot be ordered online.
  MEDICINE_GROUP: described(z.optional(z.nullable(z.int())), 'Grupo I a VI (1 a 6), o null si no es medicamento'),
  ANTIBIOTIC: z.optional(z.boolean()),
  BRANCH_ONLY: described(z.optional(z.boolean()), 'Grupo I a III: solo se vende en sucursal; el pedido en línea lo rechaza'),
  SUBTOTAL: z.number(),
  DISCOUNT: z.number(),
  LINE_TOTAL: z.number(),
  FREE_UNITS: z.int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const ShoppingCartSchema = z.object({
  ID: described(z.int(), 'Folio del carrito'),
  products: z.array(CartLineSchema),
  UNITS: z.int(),
  SUBTOTAL: z.number(),
  DISCOUNT: described(z.number(), 'Ahorro por promociones «soy tu fan»'),
  TOTAL: z.number(),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;

export const ShoppingCartRequestSchema = z.object({ token: SessionTokenSchema });
export const ShoppingCartAddProductRequestSchema = z.object({
  token: SessionTokenSchema,
  SKU: sku,
  UNITS: described(z._default(z.literal(1), 1), 'Siempre 1: se suma a la línea existente'),
});
export const ShoppingCartUpdateUnitsRequestSchema = z.object({
  token: SessionTokenSchema,
  SKU: sku,
  UNITS: described(intBetween(-1_000_000, 1_000_000), 'Menos de 0 cuenta como 0; 0 quita la línea'),
});
export const ShoppingCartResponseSchema = z.object({ ok: OkSchema, shoppingCart: ShoppingCartSchema });
export type ShoppingCartResponse = z.infer<typeof ShoppingCartResponseSchema>;
