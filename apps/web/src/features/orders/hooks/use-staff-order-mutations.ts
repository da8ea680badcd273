import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { advanceOrder, type StaffAction } from '../api/advance-order';
import { cancelOrderByUser } from '../api/cancel-order-by-user';
import { fetchOrderDetailsAsStaff } from '../api/get-order-details';

/** «Enviar» refused because the pick list is not ready (decision 064). */
export const isNotPacked = (e: unknown): e is ApiError => e instanceof ApiError && e.code === 'ORDER_NOT_PACKED';
/** «Entregado» refused until the original prescription is confirmed collected (issue 34). */
export const needsPrescription = (e: unknown): e is ApiError => e instanceof ApiError && e.code === 'PRESCRIPTION_NOT_COLLECTED';

/**
 * The staff's two calls on one order, with the branch's session: the next step (notes for the
 * customer) and cancelling on the customer's behalf, with the reason they read. The lists and any open detail read the order
 * again afterwards.
 */
export function useStaffOrderMutations(order: { ID: number; CUSTOMER_ID?: number }, onAdvanced: () => void) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const auth = { token, branchToken };
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['lastOrders'] });
    void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    void queryClient.invalidateQueries({ queryKey: ['pickList', order.ID] });
  };
  const act = useMutation({
    mutationFn: ({ action, text, collected }: { action: StaffAction; text: string; collected?: boolean }) =>
      advanceOrder(action, auth, order.ID, text, collected),
    onSuccess: () => {
      notify({ type: 'positive', message: t('orders.customerNotified') });
      onAdvanced();
      refresh();
    },
    onError: (e) => {
      // «Enviar» before the pick list is ready (decision 064): StaffOrderActions shows why, with the way to the list.
      if (!isNotPacked(e)) notifyError(e);
    },
  });
  const cancel = useMutation({
    mutationFn: async (reason: string) => {
      const customerId = order.CUSTOMER_ID ?? (await fetchOrderDetailsAsStaff(auth, order.ID)).orderDetails.CUSTOMER_ID;
      return cancelOrderByUser(auth, order.ID, customerId, reason);
    },
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.SQLresponse[0]?.RESPONSE ?? '' });
      refresh();
    },
    onError: (e) => notifyError(e),
  });
  return { act, cancel };
}
