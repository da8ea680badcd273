import { randomInt } from 'node:crypto';
import {
  canTransition,
  canTransitionFor,
  ORDER_STATUS,
  orderStatusName,
  type OrderStatusId,
} from '@mostrador/shared/constants/order-status';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import { t } from '@mostrador/shared/messages/es-MX';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
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
  /** More for the customer's push: why an uncollected order was cancelled (issue 35). */
  pushExtra?: { uncollectedDays?: number };
}

/** A move the table or the order's fulfilment does not allow, refused in Spanish (docs/product.md#order-statuses). */
function refuseMove(order: OrderRow, to: OrderStatusId): void {
  if (canTransitionFor(order.status, to, order.fulfilment)) return;
  const id = order.id;
  if (to === ORDER_STATUS.CANCELLED_BY_CUSTOMER)
    throw new AppError(t('orders.cannotCancel', { id, status: orderStatusName(order.status) }), 409);
  if (canTransition(order.status, to)) {
    const why = order.fulfilment === 'pickup' ? pickupT('pickup.notDelivery', { id }) : pickupT('pickup.notPickup', { id });
    throw new AppError(why, 409, { code: 'WRONG_FULFILMENT' });
  }
  throw new AppError(t('orders.transitionRefused', { from: orderStatusName(order.status), to: orderStatusName(to) }), 409);
}

/** Six random digits from the CSPRNG (decision 074): one in a million per try, and tries are limited. */
export const newPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

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
  clock?: Clock;
}) {
  const { repo, catalogue, events, push, readiness, record } = deps;
  const clock = deps.clock ?? systemClock;
  return async function changeOrderStatus(change: StatusChange) {
    const { orderId, to, actor, isAllowed, notes, alsoInTransaction } = change;
    const changed = await repo.transaction(async (orders, tx) => {
      const order = await orders.lockOrder(orderId);
      // Another customer's order, or another branch's, reads as not found.
      if (!order || !isAllowed({ customerId: order.accountId, branch: order.branch })) throw orderNotFound(orderId);
      change.guard?.(order);
      refuseMove(order, to);
      if ((to === ORDER_STATUS.ON_THE_WAY || to === ORDER_STATUS.READY_FOR_PICKUP) && readiness) {
        const why = await readiness.whyNotReady(tx, { id: orderId, branch: order.branch });
        if (why !== null) throw new AppError(why, 409, { code: 'ORDER_NOT_PACKED' });
      }
      // The antibiotic register's rows are written when the order leaves picking: «Enviar», or ready at the counter.
      if (to === ORDER_STATUS.ON_THE_WAY || to === ORDER_STATUS.READY_FOR_PICKUP) {
        await record?.sent(tx, { id: orderId, branch: order.branch }, actor.accountId);
      }
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
        // Its register rows were written when it became ready (issue 35): corrected like a recall's.
        if (order.status === ORDER_STATUS.READY_FOR_PICKUP)
          await record?.recalled(tx, { id: orderId, branch: order.branch }, actor.accountId);
      }
      // Issue 35: a pickup order gets its counter code as it becomes ready; the push carries it.
      const pickup =
        to === ORDER_STATUS.READY_FOR_PICKUP ? await orders.pickup.makeReady(orderId, newPickupCode(), clock.now()) : undefined;
      // Written with the change itself: committed together or not at all (issue 21, nothing lost).
      await push?.enqueueOrderStatus(tx, { orderId, customerId: order.accountId, status: to, pickup, ...change.pushExtra });
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
