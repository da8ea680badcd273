import { formatMoney } from '@mostrador/shared/format/money';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';

/** How the order is paid, and for cash the note the courier needs to bring change. */
export function paymentLines(order: Pick<OrderDetails, 'PAYMENT' | 'CASH_AMOUNT' | 'TOTAL'>): string[] {
  if (order.PAYMENT === 'TARJETA') return [t('payment.cardOnDelivery')];
  if (order.CASH_AMOUNT === null) return [t('payment.cashOnDelivery')];
  const change = Math.max(0, order.CASH_AMOUNT - order.TOTAL);
  return [
    t('payment.cashOnDelivery'),
    t('paymentText.paysWith', { cashAmount: formatMoney(order.CASH_AMOUNT) }),
    t('paymentText.cambio', { change: formatMoney(change) }),
  ];
}
