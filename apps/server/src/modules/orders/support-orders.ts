import { ORDER_STATUS, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ChangeOrderStatus } from './change-order-status';
import type { OrderEvents, OrderPush } from './order-events';
import { presentOrder } from './presenter';
import type { OrdersRepository } from './repository';

/** Orders a support view shows: the newest ones, across every branch. */
const SUPPORT_ORDERS = 20;
const notFound = (id: number) => new AppError(backOfficeApiT('support.orderNotFound', { id }), 404);

/**
 * Customer support's view of orders (the route checks CUSTOMER_SUPPORT or ADMIN): every branch's
 * orders of a customer, cancelling for them with a reason, and telling them again where an order is.
 */
export function createSupportOrders(deps: {
  repo: OrdersRepository;
  changeStatus: ChangeOrderStatus;
  events: OrderEvents;
  push?: OrderPush;
}) {
  const { repo, changeStatus, events, push } = deps;
  return {
    async customerOfOrder(orderId: number): Promise<number | null> {
      return (await repo.findOrder(orderId))?.order.accountId ?? null;
    },

    async ordersOfCustomer(accountId: number): Promise<OrderDetails[]> {
      const rows = await repo.listForAccount(accountId, new Date(0), new Date(Date.now() + 86_400_000));
      const found = await Promise.all(rows.slice(0, SUPPORT_ORDERS).map((r) => repo.findOrder(r.id)));
      return found.flatMap((f) => (f ? [presentOrder(f).orderDetails] : []));
    },

    /** A pending order cancelled on the customer's behalf; `audit` commits with the change. */
    async cancelForCustomer(actorId: number, orderId: number, reason: string, audit: (tx: Database, customerId: number) => Promise<void>) {
      let customerId = 0;
      await changeStatus({
        orderId,
        to: ORDER_STATUS.CANCELLED_BY_CUSTOMER,
        actor: { kind: 'support', accountId: actorId },
        notes: reason,
        isAllowed: (order) => {
          customerId = order.customerId;
          return true;
        },
        alsoInTransaction: (tx) => audit(tx, customerId),
      });
      return customerId;
    },

    /** The order's current status, announced again to the customer (after they said they missed it). */
    async resendStatus(orderId: number): Promise<{ customerId: number; status: OrderStatusId }> {
      const found = await repo.findOrder(orderId);
      if (!found) throw notFound(orderId);
      const status = found.order.status as OrderStatusId;
      if (status === ORDER_STATUS.PENDING) throw new AppError(backOfficeApiT('support.noStatusToResend', { id: orderId }), 409);
      // The push goes through the outbox like any status notice, so a closed tab hears it too.
      if (push)
        await repo.transaction((_orders, tx) => push.enqueueOrderStatus(tx, { orderId, customerId: found.order.accountId, status }));
      events.publish({
        type: 'ORDER_STATUS',
        branch: found.order.branch,
        customerId: found.order.accountId,
        orderDetails: { ID: orderId, ID_STATUS: status },
      });
      return { customerId: found.order.accountId, status };
    },
  };
}
