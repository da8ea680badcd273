import { ACCESS } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';

/** Who may read any order without owning it (support and chain-wide staff). */
const READ_ANY_ORDER = [ACCESS.ALL_BRANCHES, ACCESS.CUSTOMER_SUPPORT] as const;

/** What a policy needs of an order: whose it is and which branch serves it. */
export interface OrderScope {
  customerId: number;
  branch: string;
}

/** A customer's own order. */
export const isOwnOrder = (actor: Actor, order: OrderScope): boolean => order.customerId === actor.accountId;

/**
 * Reading one order: their own; their branch's with a branch token of that session; any with
 * ALL_BRANCHES or CUSTOMER_SUPPORT. Anything else reads as not found.
 */
export const mayReadOrder = (actor: Actor, order: OrderScope): boolean =>
  isOwnOrder(actor, order) || actor.branch?.branch === order.branch || hasAnyAccess(actor, READ_ANY_ORDER);

/** The customer's cancellation: only their own order. */
export const mayCancelAsCustomer = (actor: Actor, order: OrderScope): boolean => isOwnOrder(actor, order);

/**
 * A branch action (stock, dispatch, deliver, cancel for the customer): only an order of the
 * branch the session's branch token opens; with `customerId`, only when it is the order's.
 */
export const mayActOnBranchOrder = (actor: Actor, order: OrderScope, customerId?: number): boolean =>
  actor.branch !== undefined && actor.branch.branch === order.branch && (customerId === undefined || customerId === order.customerId);
