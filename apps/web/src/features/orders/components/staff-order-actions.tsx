import { ORDER_NOTES_MAX_LENGTH, TEXTAREA_ROWS } from '@mostrador/shared/constants/limits';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { dispatchT } from '@mostrador/shared/messages/es-MX-dispatch';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { PromptDialog } from '../../../shared/ui/dialogs';
import type { StaffAction } from '../api/advance-order';
import { isNotPacked, useStaffOrderMutations } from '../hooks/use-staff-order-mutations';
import { charCount } from '../../../shared/ui/char-count';
import { RecallOrderButton } from './recall-order-button';
import styles from './staff-order-actions.module.css';

/** The transition table's next step for staff (docs/product.md#branch-monitor), with the button's words. */
const NEXT_ACTION: Partial<Record<number, { action: StaffAction; label: string }>> = {
  [ORDER_STATUS.PENDING]: { action: 'orderStartStocking', label: t('staffOrderActions.surtir') },
  [ORDER_STATUS.STOCKING]: { action: 'orderDispatch', label: t('staffOrderActions.enviar') },
  [ORDER_STATUS.ON_THE_WAY]: { action: 'orderDelivered', label: t('staffOrderActions.entregado') },
};
const CANCELLABLE: readonly number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.STOCKING, ORDER_STATUS.ON_THE_WAY];

interface Props {
  order: { ID: number; ID_STATUS: number; CUSTOMER_ID?: number };
  /** Extra controls after the actions (e.g. the monitor's "Ver detalle" link). */
  children?: ReactNode;
  /** "Surtir con escáner" while «Surtiendo» (issue 33); the pick list itself leaves it out. */
  showPickList?: boolean;
}

/**
 * Branch staff's actions on one order, shared by the monitor's rows and the order view: the next
 * step with notes for the customer, and cancelling on the customer's behalf with a reason they read.
 */
export function StaffOrderActions({ order, children, showPickList = true }: Props) {
  const [notes, setNotes] = useState<string | null>(null);
  const notesId = useId();
  const [isCancelling, setIsCancelling] = useState(false);
  const stopCancelling = useCallback(() => setIsCancelling(false), []);
  const next = NEXT_ACTION[order.ID_STATUS];
  const { act, cancel } = useStaffOrderMutations(order, () => setNotes(null));

  const notPacked = order.ID_STATUS === ORDER_STATUS.STOCKING && isNotPacked(act.error) ? act.error.errors : null;

  return (
    <>
      {notPacked !== null ? <NotPackedNotice orderId={order.ID} reason={notPacked} /> : null}
      {notes !== null && next ? (
        <div className={styles.notes}>
          <div className={styles.field}>
            <label htmlFor={notesId}>{t('staffOrderActions.notasParaElClienteOpcional')}</label>
            <textarea
              id={notesId}
              rows={TEXTAREA_ROWS}
              maxLength={ORDER_NOTES_MAX_LENGTH}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-describedby={`${notesId}-count`}
            />
            <span id={`${notesId}-count`} className={styles.count}>
              {charCount(notes, ORDER_NOTES_MAX_LENGTH, true)}
            </span>
          </div>
          <button
            type="button"
            className={styles.primary}
            disabled={act.isPending}
            onClick={() => act.mutate({ action: next.action, text: notes })}
          >
            {next.label} {t('staffOrderActions.yAvisarAlCliente')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setNotes(null)}>
            {t('staffOrderActions.volver')}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          {next ? (
            <button type="button" className={styles.primary} disabled={act.isPending} onClick={() => setNotes('')}>
              {next.label}
            </button>
          ) : null}
          {showPickList && order.ID_STATUS === ORDER_STATUS.STOCKING ? (
            <Link to={pathTo('picking', { ID: order.ID })} className={styles.primary}>
              {t('staffOrderActions.surtirConEscaner')}
            </Link>
          ) : null}
          {order.ID_STATUS === ORDER_STATUS.ON_THE_WAY ? <RecallOrderButton orderId={order.ID} /> : null}
          {CANCELLABLE.includes(order.ID_STATUS) ? (
            <button type="button" className={styles.secondary} disabled={cancel.isPending} onClick={() => setIsCancelling(true)}>
              {t('staffOrderActions.cancelar')}
            </button>
          ) : null}
          {children}
        </div>
      )}
      {isCancelling ? (
        <PromptDialog
          title={t('staffOrderActions.cancelarElPedidoConFolio', { id: order.ID })}
          label={t('staffOrderActions.cancelReason')}
          check={(reason) => reason.trim() !== '' || t('orders.cancelReasonRequired')}
          maxLength={ORDER_NOTES_MAX_LENGTH}
          okLabel={t('staffOrderActions.siCancelar')}
          cancelLabel={t('staffOrderActions.noConservarlo')}
          onCancel={stopCancelling}
          onOk={(reason) => {
            setIsCancelling(false);
            cancel.mutate(reason.trim());
          }}
        />
      ) : null}
    </>
  );
}

/** «Enviar» refused (decision 064): the server's reason and the way to the pick list. */
function NotPackedNotice({ orderId, reason }: { orderId: number; reason: string }) {
  return (
    <p role="alert" className={styles.refusal}>
      {reason} <Link to={pathTo('picking', { ID: orderId })}>{dispatchT('staffSend.openPickList')}</Link>
    </p>
  );
}
