import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { isPendingStatus, orderStatusName } from '@mostrador/shared/constants/order-status';
import type { SupportCustomerResponse, SupportNote } from '@mostrador/shared/schemas/support';
import { formatMoney } from '@mostrador/shared/format/money';
import { addNote } from '../api/add-note';
import { cancelOrderForCustomer } from '../api/cancel-order-for-customer';
import { resendStatus } from '../api/resend-status';
import { formatStamp } from '../format';
import { pathTo } from '../../../shared/ui/navigation/routes';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import type { AskSupport } from './ask';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

type Order = SupportCustomerResponse['orders'][number];

/** The customer's orders across every branch, newest first, each with its history and notes. */
export function CustomerOrders({ data, token, ask }: { data: SupportCustomerResponse; token: string; ask: AskSupport }) {
  return (
    <section className={staffStyles.section} aria-labelledby="customer-orders">
      <h3 id="customer-orders" className={staffStyles.sectionTitle}>
        {t('support.orders')}
      </h3>
      {data.orders.length === 0 ? <p className={staffStyles.muted}>{t('support.noOrders')}</p> : null}
      <ul className={layoutStyles.denseList}>
        {data.orders.map((order) => (
          <OrderItem
            key={order.ID}
            order={order}
            notes={data.notes.filter((n) => n.ORDER_ID === order.ID)}
            token={token}
            accountId={data.customer.ID}
            ask={ask}
          />
        ))}
      </ul>
    </section>
  );
}

interface OrderItemProps {
  order: Order;
  notes: SupportNote[];
  token: string;
  accountId: number;
  ask: AskSupport;
}

function OrderItem({ order, notes, token, accountId, ask }: OrderItemProps) {
  const id = order.ID;
  const body = (REASON: string) => ({ token, ORDER_ID: id, REASON });
  return (
    <li className={styles.item} aria-label={t('support.matchedOrder', { id })}>
      <div className={layoutStyles.clusterCentered}>
        {/* The whole order (products, address, ticket) on its own page; support may read any. */}
        <Link to={pathTo('order_view', { ID: String(id) })}>
          <strong>{t('support.orderTitle', { id, branch: order.BRANCH_NAME || order.BRANCH })}</strong>
        </Link>
        <Badge size="sm" variant={isPendingStatus(order.ID_STATUS) ? 'filled' : 'light'}>
          {orderStatusName(order.ID_STATUS)}
        </Badge>
        <span className={staffStyles.muted}>
          {t('support.orderMeta', { date: formatStamp(order.CREATED_AT), total: formatMoney(order.TOTAL) })}
        </span>
      </div>
      <ol className={styles.timeline}>
        {order.HISTORY.map((step, index) => (
          <li key={`${step.AT}-${index}`}>
            <strong>{orderStatusName(step.TO)}</strong> · {formatStamp(step.AT)}
            {step.BY ? ` · ${step.BY}` : ''}
            {step.NOTES ? ` · ${step.NOTES}` : ''}
          </li>
        ))}
      </ol>
      <NoteList notes={notes} />
      <Group gap="xs">
        {isPendingStatus(order.ID_STATUS) ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() =>
              ask({ message: t('support.actionCancel', { id }), run: (r) => cancelOrderForCustomer(body(r)).then((a) => a.RESPONSE) })
            }
          >
            {t('support.cancelOrder')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          onClick={() => ask({ message: t('support.actionResend', { id }), run: (r) => resendStatus(body(r)).then((a) => a.RESPONSE) })}
        >
          {t('support.resendStatus')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            ask({
              message: t('support.actionOrderNote', { id }),
              reasonLabel: t('support.noteText'),
              run: (TEXT) => addNote({ token, ACCOUNT_ID: accountId, ORDER_ID: id, TEXT }).then((a) => a.RESPONSE),
            })
          }
        >
          {t('support.noteOrder')}
        </Button>
      </Group>
    </li>
  );
}

export function NoteList({ notes }: { notes: SupportNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className={styles.timeline}>
      {notes.map((note) => (
        <li key={note.ID}>
          {note.TEXT} <span className={staffStyles.muted}>{t('support.noteMeta', { author: note.AUTHOR, at: formatStamp(note.AT) })}</span>
        </li>
      ))}
    </ul>
  );
}
