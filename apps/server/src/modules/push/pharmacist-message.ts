import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { OutboxMessage } from './repository';

/** The pharmacist's decision on an order's prescription (issue 34, decision 071). */
export type PharmacistDecisionPush = { orderId: number; customerId: number; approved: boolean; reason: string | null };

/** What the customer's devices show: approved, or rejected with the pharmacist's reason. */
export function pharmacistMessage(d: PharmacistDecisionPush): OutboxMessage {
  return {
    orderId: d.orderId,
    payload: d.approved
      ? {
          title: pharmacyT('pharmacy.push.approvedTitle', { id: d.orderId }),
          body: pharmacyT('pharmacy.push.approvedBody'),
          url: `/order_view/${d.orderId}`,
          tag: `pedido-${d.orderId}`,
        }
      : {
          title: pharmacyT('pharmacy.push.rejectedTitle', { id: d.orderId }),
          body: pharmacyT('pharmacy.push.rejectedBody', { reason: d.reason ?? '' }),
          url: `/order_view/${d.orderId}`,
          tag: `pedido-${d.orderId}`,
        },
    ttlSeconds: 86_400,
    urgency: d.approved ? 'normal' : 'high',
  };
}
