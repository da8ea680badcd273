import { ACCESS } from '@mostrador/shared/constants/access';
import { canTransition, ORDER_STATUS, orderStatusName, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';
import type { MyOrdersRequest, OrderDetailsResponse, OrderSummary, ShoppingCartFinishRequest } from '@mostrador/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionsService } from '../auth/sessions-service';
import type { StaffService } from '../staff/service';
import { createCheckout } from './checkout-service';
import type { OrderEvents } from './order-events';
import { presentOrder, presentSummary } from './presenter';
import { createOrdersRepository, type StatusActor } from './repository';

/** Who may read any order without owning it (support and chain-wide staff). */
const READ_ANY_ORDER = [ACCESS.ALL_BRANCHES, ACCESS.CUSTOMER_SUPPORT] as const;

const notFound = (id: number) => new AppError(t('orders.notFoundForFolio', { id }), 404);

/**
 * The customer's side of orders (spec §7): finish the cart, list their orders, read one and
 * cancel it while pending. Events go out only after the transaction commits (DESIGN §4).
 */
export function createOrdersService(deps: { db: Database; sessions: SessionsService; events: OrderEvents; staff: Pick<StaffService, 'branchOf'> }) {
  const { db, sessions, events } = deps;
  const repo = createOrdersRepository(db);
  const checkout = createCheckout(db);

  const details = async (orderId: number): Promise<Omit<OrderDetailsResponse, 'ok'>> => {
    const found = await repo.findOrder(orderId);
    if (!found) throw notFound(orderId);
    return presentOrder(found);
  };

  /**
   * Moves an order along DESIGN §3's table under a row lock; anything else is refused in
   * Spanish. Cancelling returns the units to the branch's stock. `ownerId` limits the change to
   * that customer's orders (others read as not found).
   */
  const changeStatus = async (
    orderId: number,
    to: OrderStatusId,
    actor: StatusActor,
    options: { ownerId?: number; branch?: string; customerId?: number; notes?: string } = {},
  ) => {
    const changed = await db.transaction(async (tx) => {
      const orders = createOrdersRepository(tx);
      const order = await orders.lockOrder(orderId, options.ownerId);
      // Another branch's order, or a customer ID that is not the order's, reads as not found.
      const isOutOfScope = (options.branch !== undefined && order?.branch !== options.branch) || (options.customerId !== undefined && order?.accountId !== options.customerId);
      if (!order || isOutOfScope) throw notFound(orderId);
      if (!canTransition(order.status, to)) {
        if (to === ORDER_STATUS.CANCELLED_BY_CUSTOMER) throw new AppError(t('orders.cannotCancel', { id: orderId, status: orderStatusName(order.status) }), 409);
        throw new AppError(t('orders.transitionRefused', { from: orderStatusName(order.status), to: orderStatusName(to) }), 409);
      }
      await orders.setStatus(orderId, to);
      await orders.addHistory(orderId, order.status, to, actor, options.notes ?? '');
      if (to === ORDER_STATUS.CANCELLED_BY_CUSTOMER || to === ORDER_STATUS.CANCELLED_BY_BRANCH) {
        await orders.moveStock(order.branch, await orders.items(orderId), 1);
      }
      return order;
    });
    events.publish({ type: 'ORDER_STATUS', branch: changed.branch, customerId: changed.accountId, orderDetails: { ID: orderId, ID_STATUS: to } });
    return changed;
  };

  return {
    details,
    changeStatus,

    async finish(request: ShoppingCartFinishRequest, idempotencyKey: string | null) {
      const { token, ...input } = request;
      const { accountId } = await sessions.authenticate(token);
      const result = await checkout(accountId, { ...input, idempotencyKey });
      const order = await details(result.orderId);
      if (result.created) {
        events.publish({ type: 'NEW_ORDER', branch: result.branch, customerId: accountId, orderDetails: order.orderDetails });
      }
      return order;
    },

    async myOrders(request: MyOrdersRequest): Promise<OrderSummary[]> {
      const { accountId } = await sessions.authenticate(request.token);
      const rows = await repo.listForAccount(accountId, startOfDayInMexico(request.DATE_START), startOfDayInMexico(addDays(request.DATE_END, 1)));
      return rows.map(presentSummary);
    },

    /**
     * A customer reads only their own orders, branch staff (with their branch token) their
     * branch's, support any; anything else reads as not found, like a missing folio.
     */
    async orderDetails(token: string, orderId: number, branchToken?: string) {
      const { accountId, sessionId } = await sessions.authenticate(token);
      const order = await details(orderId);
      if (order.orderDetails.CUSTOMER_ID === accountId) return order;
      const branch = branchToken ? await deps.staff.branchOf(branchToken, sessionId) : null;
      if (branch?.branch === order.orderDetails.BRANCH || (await repo.hasAnyAccess(accountId, READ_ANY_ORDER))) return order;
      throw notFound(orderId);
    },

    async cancelByCustomer(token: string, orderId: number) {
      const { accountId } = await sessions.authenticate(token);
      await changeStatus(orderId, ORDER_STATUS.CANCELLED_BY_CUSTOMER, { kind: 'customer', accountId }, { ownerId: accountId });
      return { RESPONSE: t('orders.cancelled', { id: orderId }), ID: orderId, ID_STATUS: ORDER_STATUS.CANCELLED_BY_CUSTOMER };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
