import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { AuditRecord } from '../modules/audit/index';
import type { RecordPickup, RecordRecall } from '../modules/orders/index';

/** A recall's audit row (decision 064): who returned which customer's order, when it had been sent, and why. */
export const recallAuditEntry = (entry: Parameters<RecordRecall>[1]): AuditRecord => ({
  actorId: entry.actorId,
  ip: entry.ip,
  action: 'orders.recalled',
  targetAccountId: entry.customerId,
  targetOrderId: entry.orderId,
  before: { status: ORDER_STATUS.ON_THE_WAY, sentAt: entry.sentAt.toISOString() },
  after: { status: ORDER_STATUS.STOCKING },
  reason: entry.reason,
});

/** A counter hand-over's audit row (issue 35, decision 074): who gave which customer's order, with the code. */
export const pickupAuditEntry = (entry: Parameters<RecordPickup>[1]): AuditRecord => ({
  actorId: entry.actorId,
  ip: entry.ip,
  action: 'orders.picked_up',
  targetAccountId: entry.customerId,
  targetOrderId: entry.orderId,
  before: { status: ORDER_STATUS.READY_FOR_PICKUP },
  after: { status: ORDER_STATUS.DELIVERED },
  reason: '',
});
