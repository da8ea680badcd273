import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import { t } from '@mostrador/shared/messages/es-MX';
import type { OrderSummary } from '@mostrador/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store';
import { notify, notifyError } from '../../shared/notify/notify';
import { cancelOrderByUser, fetchOrderDetailsAsStaff, staffAction, type StaffAction } from '../../shared/orders/staff-api';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './staff.module.css';

const NEXT_ACTION: Partial<Record<number, { action: StaffAction; label: string }>> = {
  [ORDER_STATUS.PENDING]: { action: 'orderStartStocking', label: 'Surtir' },
  [ORDER_STATUS.STOCKING]: { action: 'orderDispatch', label: 'Enviar' },
  [ORDER_STATUS.ON_THE_WAY]: { action: 'orderDelivered', label: 'Entregado' },
};

/** Beyond the spec: a pending order's wait escalates, amber after 5 minutes, red after 10. */
function waitLevel(order: OrderSummary, now: number): 'ok' | 'late' | 'urgent' {
  if (order.ID_STATUS !== ORDER_STATUS.PENDING) return 'ok';
  const minutes = (now - Date.parse(order.CREATED_AT)) / 60_000;
  return minutes >= 10 ? 'urgent' : minutes >= 5 ? 'late' : 'ok';
}
const age = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  return minutes < 60 ? `hace ${minutes} min` : `hace ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

export function MonitorOrderRow({ order, now }: { order: OrderSummary; now: number }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const auth = { token, branchToken };
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState<string | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const next = NEXT_ACTION[order.ID_STATUS];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['lastOrders'] });
  const act = useMutation({
    mutationFn: ({ action, text }: { action: StaffAction; text: string }) => staffAction(action, auth, order.ID, text),
    onSuccess: () => {
      notify({ type: 'positive', message: t('orders.customerNotified') });
      setNotes(null);
      refresh();
    },
    onError: (e) => notifyError(e),
  });
  const cancel = useMutation({
    mutationFn: async () => {
      const { orderDetails } = await fetchOrderDetailsAsStaff(auth, order.ID);
      return cancelOrderByUser(auth, order.ID, orderDetails.CUSTOMER_ID);
    },
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.SQLresponse[0]?.RESPONSE ?? '' });
      refresh();
    },
    onError: (e) => notifyError(e),
  });

  return (
    <li className={styles.row} data-wait={waitLevel(order, now)} aria-label={`Folio ${order.ID}`}>
      <div className={styles.rowHead}>
        <strong>Folio {order.ID}</strong>
        <span className={styles.status} data-status={order.ID_STATUS}>
          {orderStatusName(order.ID_STATUS)}
        </span>
        <span className={styles.age}>{age(order.CREATED_AT, now)}</span>
      </div>
      <p className={styles.rowInfo}>
        {order.UNITS === 1 ? '1 pieza' : `${order.UNITS} piezas`} · {formatMoney(order.TOTAL)}
      </p>
      {notes !== null && next ? (
        <div className={styles.notes}>
          <label>
            Notas para el cliente (opcional)
            <textarea rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
          <button type="button" className={styles.primary} disabled={act.isPending} onClick={() => act.mutate({ action: next.action, text: notes })}>
            {next.label} y avisar al cliente
          </button>
          <button type="button" className={styles.secondary} onClick={() => setNotes(null)}>
            Volver
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          {next ? (
            <button type="button" className={styles.primary} disabled={act.isPending} onClick={() => setNotes('')}>
              {next.label}
            </button>
          ) : null}
          {order.ID_STATUS === ORDER_STATUS.PENDING || order.ID_STATUS === ORDER_STATUS.STOCKING || order.ID_STATUS === ORDER_STATUS.ON_THE_WAY ? (
            <button type="button" className={styles.secondary} disabled={cancel.isPending} onClick={() => setIsCancelling(true)}>
              Cancelar
            </button>
          ) : null}
          <Link to={pathTo('order_view', { ID: String(order.ID) })} className={styles.secondary}>
            Ver detalle
          </Link>
        </div>
      )}
      {isCancelling ? (
        <ConfirmDialog
          message={`¿Cancelar el pedido con folio ${order.ID} a nombre del cliente?`}
          confirmLabel="Sí, cancelar"
          cancelLabel="No, conservarlo"
          onCancel={() => setIsCancelling(false)}
          onConfirm={() => {
            setIsCancelling(false);
            cancel.mutate();
          }}
        />
      ) : null}
    </li>
  );
}
