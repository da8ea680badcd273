import { ACCESS } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';
import { isOwnOrder, type OrderScope } from './orders';

/** Chain-wide readers of prescriptions (docs/security.md#recetas): not ALL_BRANCHES alone. */
const READ_ANY_PRESCRIPTION = [ACCESS.PHARMACIST, ACCESS.CUSTOMER_SUPPORT, ACCESS.ADMIN] as const;

/**
 * Seeing an order's prescription files (a signed link is minted only after this): the order's
 * customer, staff holding a branch token of the order's branch, pharmacists, support, admins.
 */
export const mayViewOrderPrescriptions = (actor: Actor, order: OrderScope): boolean =>
  isOwnOrder(actor, order) || actor.branch?.branch === order.branch || hasAnyAccess(actor, READ_ANY_PRESCRIPTION);
