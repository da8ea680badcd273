import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notify';
import { useAuthStore } from '../../auth';
import { assignCourier, branchCouriersQuery } from '../api';
import styles from '../courier-assign.module.css';

/**
 * The monitor's courier of a delivery order (decision 075): a choice among the branch's couriers while the order is
 * «Surtiendo» (the server refuses one not yet packed, in Spanish), the courier's name once «En camino».
 */
export function CourierAssign({ orderId, status }: { orderId: number; status: number }) {
  const token = useAuthStore((s) => s.idToken ?? '');
  const branchToken = useAuthStore((s) => s.branchIdToken ?? '');
  const queryClient = useQueryClient();
  const query = useQuery(branchCouriersQuery(token, branchToken));
  const assign = useMutation({
    mutationFn: (courierId: number | null) => assignCourier(token, branchToken, orderId, courierId),
    onSuccess: (answer) => notify({ type: 'positive', message: answer.RESPONSE }),
    onError: (error) => notify({ type: 'negative', message: messageOf(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['branchCouriers'] }),
  });
  if (!query.data || query.data.PICKUP_ORDERS.includes(orderId)) return null;
  const current = query.data.assignments.find((a) => a.ORDER_ID === orderId);
  if (status === ORDER_STATUS.ON_THE_WAY) {
    return current ? <span className={styles.name}>{t('card.assignedTo', { name: current.COURIER_NAME })}</span> : null;
  }
  if (query.data.couriers.length === 0) return <span className={styles.none}>{t('assign.noCouriers')}</span>;
  return (
    <select
      className={styles.select}
      aria-label={t('assign.label', { id: orderId })}
      value={current?.COURIER_ID ?? ''}
      disabled={assign.isPending}
      onChange={(e) => assign.mutate(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{t('assign.none')}</option>
      {query.data.couriers.map((c) => (
        <option key={c.ID} value={c.ID}>
          {c.NAME} ({c.ACTIVE})
        </option>
      ))}
    </select>
  );
}
