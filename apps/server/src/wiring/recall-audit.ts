import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { AuditRecord } from '../modules/audit/index';
import type { RecordRecall } from '../modules/orders/index';

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
