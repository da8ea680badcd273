import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { cancelOrderByCustomer } from '../api/cancel-order-by-customer';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconClose } from '../../../shared/ui/icons';
import styles from '../orders.module.css';

/**
 * "Cancelar pedido" with a confirmation. Only offered while the order is pending (the caller
 * decides); the server still refuses, in Spanish, an order that moved on in the meantime.
 */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const [isAsking, setIsAsking] = useState(false);
  // Stable, so the dialog's focus effect runs once and not on every render behind it.
  const stopAsking = useCallback(() => setIsAsking(false), []);
  const cancel = useMutation({
    mutationFn: () => cancelOrderByCustomer(token, orderId),
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.SQLresponse[0]?.RESPONSE ?? t('orders.cancelled', { id: orderId }) });
      // Both screens show the status: the list and any open detail read it again.
      void queryClient.invalidateQueries({ queryKey: ['myOrders'] });
      void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    },
    onError: (error) => notifyError(error),
  });

  return (
    <>
      <button
        type="button"
        className={styles.dangerButton}
        disabled={cancel.isPending}
        onClick={() => setIsAsking(true)}
        aria-label={t('cancelOrderButton.ariaLabel', { orderId })}
      >
        <IconClose size={18} /> {cancel.isPending ? t('cancelOrderButton.cancelando') : t('cancelOrderButton.cancelarPedido')}
      </button>
      {isAsking ? (
        <ConfirmDialog
          message={t('cancelOrderButton.cancelarElPedidoConFolio', { orderId })}
          confirmLabel={t('cancelOrderButton.siCancelar')}
          cancelLabel={t('cancelOrderButton.noConservarlo')}
          onCancel={stopAsking}
          onConfirm={() => {
            setIsAsking(false);
            cancel.mutate();
          }}
        />
      ) : null}
    </>
  );
}
