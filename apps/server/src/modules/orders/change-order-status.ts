import { canTransition, ORDER_STATUS, orderStatusName, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { t } from '@mostrador/shared/messages/es-MX';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OrderScope } from '../../policies/orders';
import type { CatalogueService } from '../catalogue/service';
import { antibioticRegisterT } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import type { DispatchReadiness, DispatchRecord, OrderEvents, OrderPush } from './order-events';
import type { OrderRow, OrdersRepository, StatusActor } from './repository';

export const orderNotFound = (id: number) => new AppError(t('orders.notFoundForFolio', { id }), 404);

export interface StatusChange {
  orderId: number;
  to: OrderStatusId;
  actor: StatusActor;
  /** The policy that decides whether this caller may move this order; a refusal reads as not found. */
  isAllowed: (order: OrderScope) => boolean;
  notes?: string;
  /** More work that must commit with the change (the back office's audit row). */
  alsoInTransaction?: (tx: Database) => Promise<void>;
  /** «Entregado» of an order with antibiotics: the original prescription was collected (issue 34). */
  prescriptionCollected?: boolean;
  /** Checked on the locked row before anything else (the pharmacist's check refuses a decided order, decision 071). */
  guard?: (order: OrderRow) => void;
}

/**
 * Moves an order along the table in docs/product.md#order-statuses under a row lock; anything else is refused in Spanish.
 * Cancelling returns the units to the branch's stock. The event leaves after the commit.
 */
export function createChangeOrderStatus(deps: {
  repo: OrdersRepository;
  catalogue: Pick<CatalogueService, 'moveStock'>;
  events: OrderEvents;
  push?: Pick<OrderPush, 'enqueueOrderStatus'>;
  /** «Enviar» only when the pick list is ready (decision 064); the demo seed runs without it. */
  readiness?: DispatchReadiness;
  /** The antibiotic register's rows at «Enviar» (decision 072); the demo seed runs without it. */
  record?: DispatchRecord;
}) {
  const { repo, catalogue, events, push, readiness, record } = deps;
  return async function changeOrderStatus(change: StatusChange) {
    const { orderId, to, actor, isAllowed, notes, alsoInTransaction } = change;
    const changed = await repo.transaction(async (orders, tx) => {
      const order = await orders.lockOrder(orderId);
      // Another customer's order, or another branch's, reads as not found.
      if (!order || !isAllowed({ customerId: order.accountId, branch: order.branch })) throw orderNotFound(orderId);
      change.guard?.(order);
      if (!canTransition(order.status, to)) {
        if (to === ORDER_STATUS.CANCELLED_BY_CUSTOMER)
          throw new AppError(t('orders.cannotCancel', { id: orderId, status: orderStatusName(order.status) }), 409);
        throw new AppError(t('orders.transitionRefused', { from: orderStatusName(order.status), to: orderStatusName(to) }), 409);
      }
      if (to === ORDER_STATUS.ON_THE_WAY && readiness) {
        const why = await readiness.whyNotReady(tx, { id: orderId, branch: order.branch });
        if (why !== null) throw new AppError(why, 409, { code: 'ORDER_NOT_PACKED' });
      }
      if (to === ORDER_STATUS.ON_THE_WAY) await record?.sent(tx, { id: orderId, branch: order.branch }, actor.accountId);
      if (to === ORDER_STATUS.DELIVERED && (await orders.hasAntibiotic(orderId))) {
        if (change.prescriptionCollected !== true) {
          throw new AppError(antibioticRegisterT('delivery.prescriptionRequired', { id: orderId }), 409, {
            code: 'PRESCRIPTION_NOT_COLLECTED',
          });
        }
        await orders.markPrescriptionCollected(orderId);
      }
      await orders.setStatus(orderId, to);
      await orders.addHistory(orderId, order.status, to, actor, notes ?? '');
      if (to === ORDER_STATUS.CANCELLED_BY_CUSTOMER || to === ORDER_STATUS.CANCELLED_BY_BRANCH) {
        await catalogue.moveStock(tx, order.branch, await orders.items(orderId), 1);
      }
      // Written with the change itself: committed together or not at all (issue 21, nothing lost).
      await push?.enqueueOrderStatus(tx, { orderId, customerId: order.accountId, status: to });
      await alsoInTransaction?.(tx);
      return order;
    });
    events.publish({
      type: 'ORDER_STATUS',
      branch: changed.branch,
      customerId: changed.accountId,
      orderDetails: { ID: orderId, ID_STATUS: to },
    });
    return changed;
  };
}

export type ChangeOrderStatus = ReturnType<typeof createChangeOrderStatus>;
