import { ORDER_NOTES_MAX_LENGTH, TEXTAREA_ROWS } from '@mostrador/shared/constants/limits';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { antibioticRegisterT as registerT } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import { dispatchT } from '@mostrador/shared/messages/es-MX-dispatch';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { PromptDialog } from '../../../shared/ui/dialogs';
import type { StaffAction } from '../api/advance-order';
import { isNotPacked, needsPrescription, useStaffOrderMutations } from '../hooks/use-staff-order-mutations';
import { charCount } from '../../../shared/ui/char-count';
import { RecallOrderButton } from './recall-order-button';
import { CounterHandover } from './counter-handover';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import styles from './staff-order-actions.module.css';

/** The transition table's next step for staff (docs/product.md#branch-monitor), with the button's words. */
const NEXT_ACTION: Partial<Record<number, { action: StaffAction; label: string }>> = {
  [ORDER_STATUS.PENDING]: { action: 'orderStartStocking', label: t('staffOrderActions.surtir') },
  [ORDER_STATUS.STOCKING]: { action: 'orderDispatch', label: t('staffOrderActions.enviar') },
  [ORDER_STATUS.ON_THE_WAY]: { action: 'orderDelivered', label: t('staffOrderActions.entregado') },
};
/** A pickup order never goes «En camino»: packed, it waits at the counter (issue 35). */
const READY_FOR_PICKUP = { action: 'orderReadyForPickup' as const, label: pickupT('counter.readyAction') };
const CANCELLABLE: readonly number[] = [
  ORDER_STATUS.PENDING,
  ORDER_STATUS.STOCKING,
  ORDER_STATUS.ON_THE_WAY,
  ORDER_STATUS.READY_FOR_PICKUP,
];

interface Props {
  /** HAS_ANTIBIOTIC (the order's detail): «Entregado» asks for the original prescription (issue 34). */
  order: { ID: number; ID_STATUS: number; CUSTOMER_ID?: number; HAS_ANTIBIOTIC?: boolean; FULFILMENT?: 'DELIVERY' | 'PICKUP' };
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
  const [next, { act, cancel }] = [nextAction(order), useStaffOrderMutations(order, () => setNotes(null))];
  const [collected, setCollected] = useState(false);
  const asksPrescription = asksForPrescription(order, act.error);
  return (
    <>
      <NotPackedNotice order={order} error={act.error} />
      {order.ID_STATUS === ORDER_STATUS.READY_FOR_PICKUP ? <CounterHandover order={order} /> : null}
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
          {asksPrescription ? <PrescriptionCollected checked={collected} onChange={setCollected} /> : null}
          <button
            type="button"
            className={styles.primary}
            disabled={act.isPending || (asksPrescription && !collected)}
            onClick={() => act.mutate({ action: next.action, text: notes, collected: asksPrescription && collected })}
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

/** The next step: a packed pickup order waits at the counter instead of going «En camino» (issue 35). */
const nextAction = (order: Props['order']) =>
  order.FULFILMENT === 'PICKUP' && order.ID_STATUS === ORDER_STATUS.STOCKING ? READY_FOR_PICKUP : NEXT_ACTION[order.ID_STATUS];

/** «Enviar» refused (decision 064): the server's reason and the way to the pick list. */
function NotPackedNotice({ order, error }: { order: Props['order']; error: unknown }) {
  if (order.ID_STATUS !== ORDER_STATUS.STOCKING || !isNotPacked(error)) return null;
  const [orderId, reason] = [order.ID, error.errors];
  return (
    <p role="alert" className={styles.refusal}>
      {reason} <Link to={pathTo('picking', { ID: orderId })}>{dispatchT('staffSend.openPickList')}</Link>
    </p>
  );
}

/** «Entregado» of an order with antibiotics, or one the server refused without the prescription (issue 34). */
const asksForPrescription = (order: Props['order'], error: unknown) =>
  order.ID_STATUS === ORDER_STATUS.ON_THE_WAY && (order.HAS_ANTIBIOTIC === true || needsPrescription(error));

/** «Entregado» of an order with antibiotics (issue 34): the original prescription was collected. */
function PrescriptionCollected({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.field}>
      <span>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {registerT('delivery.confirm')}
      </span>
    </label>
  );
}
