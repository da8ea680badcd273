import { orderStatusName, ORDER_STATUS, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import { pushT as t } from '@mostrador/shared/messages/es-MX-push';
import type { OutboxMessage } from './repository';

/** Staff hear again about an order still pending this long after it arrived, and as often after. */
export const PENDING_REMINDER_S = 5 * 60;
const PENDING_REMINDERS = 12;
const DAY_S = 86_400;

/** Where a click on the notification leads (the service worker focuses a tab already there). */
const orderUrl = (orderId: number) => `/order_view/${orderId}`;
const MONITOR_URL = '/home_orders';
/** One notification per order on a device: a newer one about the same order replaces it. */
const orderTag = (orderId: number) => `pedido-${orderId}`;

/** recalled: the branch returned the sent order to «Surtiendo» (decision 064); the text says why. */
export type StatusChange = {
  orderId: number;
  customerId: number;
  status: OrderStatusId;
  recalled?: boolean;
  /** «Listo para recoger» (issue 35): where, and the code to show at the counter. */
  pickup?: { code: string; branchName: string };
  /** Cancelled because nobody collected it in this many days (issue 35). */
  uncollectedDays?: number;
};
export type NewOrder = { orderId: number; branch: string; branchName: string; total: number };

/** What the customer's devices show for a status change (spec's status names, docs/product.md#order-statuses). */
export function statusMessage(change: StatusChange): OutboxMessage {
  const isUrgent =
    change.recalled === true ||
    change.status === ORDER_STATUS.ON_THE_WAY ||
    change.status === ORDER_STATUS.READY_FOR_PICKUP ||
    change.status === ORDER_STATUS.CANCELLED_BY_BRANCH;
  return {
    orderId: change.orderId,
    payload: {
      title: t('push.orderStatus.title'),
      body: statusBody(change),
      url: orderUrl(change.orderId),
      tag: orderTag(change.orderId),
    },
    ttlSeconds: DAY_S,
    urgency: isUrgent ? 'high' : 'normal',
  };
}

function statusBody(change: StatusChange): string {
  const id = change.orderId;
  if (change.recalled) return t('live.orderRecalled', { id });
  if (change.pickup) return t('push.readyForPickup.body', { id, branch: change.pickup.branchName, code: change.pickup.code });
  if (change.uncollectedDays !== undefined) return t('push.uncollected.body', { id, days: change.uncollectedDays });
  return t('push.orderStatus.body', { id, status: orderStatusName(change.status) });
}

/** The branch's new-order push, and the reminder re-armed while the order stays pending. */
export function newOrderMessages(order: NewOrder): OutboxMessage[] {
  const base = { orderId: order.orderId, urgency: 'high' as const };
  const common = { url: MONITOR_URL, tag: orderTag(order.orderId), requireInteraction: true };
  return [
    {
      ...base,
      ttlSeconds: 15 * 60,
      payload: {
        ...common,
        title: t('push.newOrder.title', { branch: order.branchName }),
        body: t('push.newOrder.body', { id: order.orderId, total: formatMoney(order.total) }),
      },
    },
    {
      ...base,
      ttlSeconds: PENDING_REMINDER_S,
      repeatEverySeconds: PENDING_REMINDER_S,
      repeats: PENDING_REMINDERS,
      payload: {
        ...common,
        renotify: true,
        title: t('push.pendingReminder.title', { branch: order.branchName }),
        body: t('push.pendingReminder.body', { id: order.orderId, minutes: PENDING_REMINDER_S / 60 }),
      },
    },
  ];
}
