import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { orderNotFound } from './change-order-status';
import type { DispatchRecord, OrderEvents, OrderPush } from './order-events';
import type { OrderRow, OrdersRepository } from './repository';

export interface ReturnToBranch {
  orderId: number;
  actorId: number;
  reason: string;
  /** Checked on the locked row first: the courier carries it, of their branch (a refusal throws). */
  guard: (order: OrderRow) => void;
  /** The delivery attempt's row and the courier's release, committed with the return. */
  alsoInTransaction?: (tx: Database) => Promise<void>;
}

/**
 * «No entregado» (issue 35, decision 075): an order «En camino» returns to its branch as «Surtiendo», like a
 * recall but with no time window and only by its courier. Under the row lock, in one transaction: the status,
 * a history row with the reason, the antibiotic register's correction (decision 072), the customer's push and
 * the caller's own rows; the live event leaves after the commit.
 */
export function createReturnToBranch(deps: {
  repo: OrdersRepository;
  events: OrderEvents;
  push?: Pick<OrderPush, 'enqueueOrderStatus'>;
  record?: DispatchRecord;
}) {
  const { repo, events, push, record } = deps;
  return async function returnToBranch(request: ReturnToBranch) {
    const { orderId, actorId } = request;
    const returned = await repo.transaction(async (orders, tx) => {
      const order = await orders.lockOrder(orderId);
      if (!order) throw orderNotFound(orderId);
      request.guard(order);
      if (order.status !== ORDER_STATUS.ON_THE_WAY) {
        throw new AppError(courierT('courier.wrongStatus', { id: orderId, status: orderStatusName(order.status) }), 409);
      }
      const to = ORDER_STATUS.STOCKING;
      await orders.setStatus(orderId, to);
      await orders.addHistory(
        orderId,
        order.status,
        to,
        { kind: 'branch', accountId: actorId },
        courierT('undelivered.history', { reason: request.reason }),
      );
      await record?.recalled(tx, { id: orderId, branch: order.branch }, actorId);
      await push?.enqueueOrderStatus(tx, { orderId, customerId: order.accountId, status: to, recalled: true });
      await request.alsoInTransaction?.(tx);
      return order;
    });
    events.publish({
      type: 'ORDER_STATUS',
      branch: returned.branch,
      customerId: returned.accountId,
      orderDetails: { ID: orderId, ID_STATUS: ORDER_STATUS.STOCKING, RECALLED: true },
    });
    return returned;
  };
}

export type ReturnOrderToBranch = ReturnType<typeof createReturnToBranch>;
