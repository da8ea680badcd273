/** Pickup at a branch (issue 35, docs/product.md#pickup-at-a-branch); the tracker is in tracking.ts. */
import * as z from 'zod/mini';
import { ORDER_NOTES_MAX_LENGTH } from '../constants/limits';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';

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
