import { dispatchT as t } from '@mostrador/shared/messages/es-MX-dispatch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { advanceOrder } from '../api/advance-order';
import { orderDetailsQuery } from '../api/get-order-details';
import styles from './staff-order-actions.module.css';

const MINUTE_MS = 60_000;

/** What the dialog says about the time left, from the order's RECALL_UNTIL (null: the window closed). */
export function recallTimeText(recallUntil: string | null | undefined, now: number): string {
  const left = recallUntil ? Date.parse(recallUntil) - now : 0;
  if (left <= 0) return t('staffRecall.tooLate');
  if (left < MINUTE_MS) return t('staffRecall.oneMinuteLeft');
  return t('staffRecall.minutesLeft', { minutes: Math.floor(left / MINUTE_MS) });
}

/**
 * «Regresar a Surtiendo» on an order «En camino» (decision 064): asks first, saying how many
 * minutes are left (the order's detail, read with the branch's session), then recalls it; the
 * server decides, and says why when it refuses.
 */
export function RecallOrderButton({ orderId }: { orderId: number }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const [isAsking, setIsAsking] = useState(false);
  const stopAsking = useCallback(() => setIsAsking(false), []);
  const queryClient = useQueryClient();
  const detail = useQuery({ ...orderDetailsQuery(token, orderId, branchToken), enabled: isAsking && token !== '' });
  const recall = useMutation({
    mutationFn: () => advanceOrder('orderRecall', { token, branchToken }, orderId),
    onSuccess: () => {
      notify({ type: 'positive', message: t('recall.done', { id: orderId }) });
      void queryClient.invalidateQueries({ queryKey: ['lastOrders'] });
      void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
      void queryClient.invalidateQueries({ queryKey: ['pickList', orderId] });
    },
    onError: (e) => notifyError(e),
  });
  const timeText = detail.data ? recallTimeText(detail.data.orderDetails.RECALL_UNTIL, Date.now()) : '';

  return (
    <>
      <button type="button" className={styles.secondary} disabled={recall.isPending} onClick={() => setIsAsking(true)}>
        {t('staffRecall.button')}
      </button>
      {isAsking ? (
        <ConfirmDialog
          title={t('staffRecall.title', { id: orderId })}
          message={`${t('staffRecall.text')} ${timeText}`.trim()}
          confirmLabel={t('staffRecall.ok')}
          cancelLabel={t('staffRecall.cancel')}
          onCancel={stopAsking}
          onConfirm={() => {
            setIsAsking(false);
            recall.mutate();
          }}
        />
      ) : null}
    </>
  );
}
