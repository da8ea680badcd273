import type { AuditRecord } from '../modules/audit/index';
import type { RecordPharmacistCheck } from '../modules/orders/index';

/** A pharmacist's decision's audit row (decision 071): which customer's order, approved or rejected, what happened and why. */
export const pharmacistAuditEntry = (entry: Parameters<RecordPharmacistCheck>[1]): AuditRecord => ({
  actorId: entry.actorId,
  ip: entry.ip,
  action: entry.approved ? 'orders.pharmacist_approved' : 'orders.pharmacist_rejected',
  targetAccountId: entry.customerId,
  targetOrderId: entry.orderId,
  targetText: entry.outcome,
  before: { pharmacistCheck: 'pending' },
  after: { pharmacistCheck: entry.approved ? 'approved' : 'rejected' },
  reason: entry.reason,
});
