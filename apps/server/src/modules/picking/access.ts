import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayActOnBranchOrder } from '../../policies/orders';
import type { PickOrder } from './repository';

/**
 * The order if this session's branch token opens its branch (policies/orders.ts, as the monitor's
 * other actions); another branch's order, or none, reads as not found.
 */
export function allowedOrder(session: Session, orderId: number, order: PickOrder | null): PickOrder {
  if (!order || !mayActOnBranchOrder(session, { customerId: order.accountId, branch: order.branch })) {
    throw new AppError(t('orders.notFoundForFolio', { id: orderId }), 404);
  }
  return order;
}
