import { formatMoney } from '@mostrador/shared/format/money';
import { pickingT } from '@mostrador/shared/messages/es-MX-picking';
import type { OutboxMessage } from './repository';

/** A substitute offered for a missing line (decision 063): the customer answers on the order page. */
export type SubstitutionOffer = { orderId: number; customerId: number; name: string; original: string; difference: number };

/** +$12.50 / −$3.00: what accepting moves the order's total by. */
export const signedMoney = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`);

/** The customer's question; urgent, and good only while they may still answer. */
export function substitutionMessage(offer: SubstitutionOffer, answerMinutes: number): OutboxMessage {
  return {
    orderId: offer.orderId,
    payload: {
      title: pickingT('substitution.push.title', { id: offer.orderId }),
      body: pickingT('substitution.push.body', { name: offer.name, original: offer.original, difference: signedMoney(offer.difference) }),
      url: `/order_view/${offer.orderId}`,
      tag: `pedido-${offer.orderId}`,
      requireInteraction: true,
    },
    ttlSeconds: answerMinutes * 60,
    urgency: 'high',
  };
}
