import { ORDER_STATUS, orderStatusName, recallTarget } from '@mostrador/shared/constants/order-status';
import { dispatchT } from '@mostrador/shared/messages/es-MX-dispatch';
import type { StaffOrderActionRequest } from '@mostrador/shared/schemas/orders';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayActOnBranchOrder } from '../../policies/orders';
import { orderNotFound } from './change-order-status';
import type { DispatchRecord, OrderEvents, OrderPush, RecordRecall } from './order-events';
import type { OrdersRepository } from './repository';

export type RecallRequest = Omit<StaffOrderActionRequest, 'token' | 'branchToken'> & { ip: string };

const MINUTE_MS = 60_000;

/** Until when an order sent at `sentAt` may be recalled. */
export const recallUntil = (sentAt: Date, minutes: number) => new Date(sentAt.getTime() + minutes * MINUTE_MS);

/**
 * «Regresar a Surtiendo» (issue 33, decision 064): an order «En camino» returns to «Surtiendo»
 * within RECALL_MINUTES of its last «Enviar», by staff of its branch. Under the order's row lock, in
 * one transaction: the status, a history row, the customer's push in the outbox and the audit row;
 * the live event leaves after the commit. Its pick list stays as it was packed.
 */
export function createRecallOrder(deps: {
  repo: OrdersRepository;
  events: OrderEvents;
  clock: Clock;
  recallMinutes: number;
  push?: Pick<OrderPush, 'enqueueOrderStatus'>;
  recordRecall?: RecordRecall;
  /** The antibiotic register's corrections (decision 072). */
  record?: DispatchRecord;
}) {
  const { repo, events, clock, recallMinutes, push, recordRecall, record } = deps;
  return async function recallOrder(session: Session, request: RecallRequest) {
    const orderId = request.ORDER_ID;
    const recalled = await repo.transaction(async (orders, tx) => {
      const order = await orders.lockOrder(orderId);
      if (!order || !mayActOnBranchOrder(session, { customerId: order.accountId, branch: order.branch })) throw orderNotFound(orderId);
      const to = recallTarget(order.status);
      const sentAt = await orders.lastEnteredAt(orderId, ORDER_STATUS.ON_THE_WAY);
      if (to === null || sentAt === null) {
        throw new AppError(dispatchT('recall.notOnTheWay', { id: orderId, status: orderStatusName(order.status) }), 409, {
          code: 'RECALL_NOT_ON_THE_WAY',
        });
      }
      if (clock.now() > recallUntil(sentAt, recallMinutes)) {
        throw new AppError(dispatchT('recall.tooLate', { id: orderId, minutes: recallMinutes }), 409, { code: 'RECALL_TOO_LATE' });
      }
      const reason = request.NOTES.trim();
      await orders.setStatus(orderId, to);
      await orders.addHistory(orderId, order.status, to, { kind: 'branch', accountId: session.accountId }, reason);
      await record?.recalled(tx, { id: orderId, branch: order.branch }, session.accountId);
      await push?.enqueueOrderStatus(tx, { orderId, customerId: order.accountId, status: to, recalled: true });
      await recordRecall?.(tx, { actorId: session.accountId, ip: request.ip, orderId, customerId: order.accountId, reason, sentAt });
      return { ...order, status: to };
    });
    events.publish({
      type: 'ORDER_STATUS',
      branch: recalled.branch,
      customerId: recalled.accountId,
      orderDetails: { ID: orderId, ID_STATUS: ORDER_STATUS.STOCKING, RECALLED: true },
    });
    return recalled;
  };
}
