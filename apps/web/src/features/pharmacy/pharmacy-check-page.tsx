import { formatStamp } from '@mostrador/shared/format/date';
import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyOrder, PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify';
import { ErrorState, Spinner } from '../../shared/ui/state-panel';
import { useAuthStore } from '../auth';
import { useBranchesInfo } from '../branches';
import { approvePrescription, pharmacyQueueQuery, rejectPrescription } from './api';
import { OrderPanel } from './components/order-panel';
import { RejectDialog } from './components/reject-dialog';
import { keepSelection, queueKey, stepSelection, type QueueKey } from './queue-logic';
import styles from './pharmacy.module.css';

type Decision = { orderId: number; approve: true } | { orderId: number; approve: false; reason: string; action: PharmacyRejectAction };

/** Keys work when no field, button or dialog is taking them (a text field types its letters). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * `/pharmacy_check` (PHARMACIST or ADMIN; issue 34, decision 071): the orders whose prescription
 * waits, every branch or one, oldest first; the chosen order's prescription beside its lines and
 * doctor; «Aprobar» and «Rechazar». The queue follows the live channel's pharmacists' room.
 * Keys: ↑/↓ (J/K) choose, A approves, R rejects.
 */
export function PharmacyCheckPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [branch, setBranch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const queryClient = useQueryClient();
  const branches = useBranchesInfo();
  const queue = useQuery(pharmacyQueueQuery(token, branch));
  const orders = queue.data?.orders ?? [];
  const ids = orders.map((o) => o.ID);
  const previousIds = useRef<number[]>([]);
  const current = keepSelection(ids, selected, previousIds.current);
  useEffect(() => {
    previousIds.current = ids;
  });
  const order = orders.find((o) => o.ID === current) ?? null;

  const decide = useMutation({
    mutationFn: (d: Decision) =>
      d.approve ? approvePrescription(token, d.orderId) : rejectPrescription(token, d.orderId, d.reason, d.action),
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.RESPONSE });
      setRejecting(false);
    },
    onError: (error) => notify({ type: 'negative', message: messageOf(error) || t('pharmacy.ui.failed') }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['pharmacyQueue'] }),
  });

  useQueueKeys(!rejecting, (key) => {
    if (key === 'next' || key === 'previous') setSelected(stepSelection(ids, current, key === 'next' ? 1 : -1));
    else if (key === 'approve' && order && !decide.isPending) decide.mutate({ orderId: order.ID, approve: true });
    else if (key === 'reject' && order) setRejecting(true);
  });

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('pharmacy.ui.title')}</h1>
        <label className={styles.filter}>
          {t('pharmacy.ui.branch')}
          <select value={branch} onChange={(e) => setBranch(e.target.value)}>
            <option value="">{t('pharmacy.ui.allBranches')}</option>
            {branches.data?.branchesInfo.map((b) => (
              <option key={b.BRANCH} value={b.BRANCH}>
                {b.NAME}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.muted}>{t('pharmacy.ui.keys')}</span>
      </div>
      {queue.isError ? <ErrorState message={messageOf(queue.error)} onRetry={() => void queue.refetch()} /> : null}
      {queue.isPending ? <Spinner /> : null}
      {queue.data ? (
        <div className={styles.layout}>
          <QueueList orders={orders} current={current} onSelect={setSelected} />
          {order ? (
            <OrderPanel
              token={token}
              order={order}
              busy={decide.isPending}
              onApprove={() => decide.mutate({ orderId: order.ID, approve: true })}
              onReject={() => setRejecting(true)}
            />
          ) : (
            <p className={styles.muted}>{t('pharmacy.ui.pick')}</p>
          )}
        </div>
      ) : null}
      {rejecting && order ? (
        <RejectDialog
          order={order}
          busy={decide.isPending}
          onCancel={() => setRejecting(false)}
          onReject={(reason, action) => decide.mutate({ orderId: order.ID, approve: false, reason, action })}
        />
      ) : null}
    </main>
  );
}

/** The screen's keys (queue-logic.ts), while `active` and no field is typing them. */
function useQueueKeys(active: boolean, onKey: (key: Exclude<QueueKey, null>) => void) {
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (!active || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      const key = queueKey(e.key);
      if (key === null) return;
      e.preventDefault();
      onKey(key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  });
}

/** The waiting orders, oldest first; the chosen one marked. */
function QueueList({ orders, current, onSelect }: { orders: PharmacyOrder[]; current: number | null; onSelect: (id: number) => void }) {
  return (
    <nav className={styles.queue} aria-label={t('pharmacy.ui.queue', { count: orders.length })}>
      <h2 className={styles.subTitle}>{t('pharmacy.ui.queue', { count: orders.length })}</h2>
      {orders.length === 0 ? <p className={styles.muted}>{t('pharmacy.ui.empty')}</p> : null}
      <ul className={styles.queueList}>
        {orders.map((o) => (
          <li key={o.ID}>
            <button
              type="button"
              className={styles.queueItem}
              aria-current={o.ID === current ? 'true' : undefined}
              onClick={() => onSelect(o.ID)}
            >
              <strong>{t('pharmacy.ui.folio', { id: o.ID })}</strong>
              <span>{o.BRANCH_NAME}</span>
              <span className={styles.muted}>
                {o.CUSTOMER_NAME} · {formatStamp(o.CREATED_AT)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
