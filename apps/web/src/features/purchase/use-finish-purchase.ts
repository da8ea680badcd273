import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';
import type { PaymentMethod, Prescription } from '@mostrador/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../auth';
import { cartQueryKey, notifyFolio } from '../cart';
import { notify, notifyError } from '../../shared/notify/notify';
import { finishCart } from './api/finish-cart';
import { pathTo } from '../../shared/ui/navigation/routes';

export interface PurchaseChoices {
  cartId: number;
  /** Delivery: the address; pickup (issue 35): null, and the branch below. */
  addressId: number | null;
  pickupBranch: string | null;
  phone: string;
  notes: string;
  payment: PaymentMethod;
  cashAmount: number | null;
  prescription: Prescription | null;
}

/**
 * Finishes the cart (docs/product.md#checkout). One Idempotency-Key per cart folio: a double click or a retry
 * after a lost answer sends the same key, and the server answers the same order.
 */
export function useFinishPurchase() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keys = useRef(new Map<number, string>());
  const keyFor = (cartId: number) => {
    const key = keys.current.get(cartId) ?? `${cartId}-${crypto.randomUUID()}`;
    keys.current.set(cartId, key);
    return key;
  };
  return useMutation({
    mutationFn: (c: PurchaseChoices) =>
      finishCart(
        {
          token,
          PHONE: c.phone,
          ...(c.pickupBranch !== null
            ? { FULFILMENT: 'PICKUP' as const, PICKUP_BRANCH: c.pickupBranch }
            : { FULFILMENT: 'DELIVERY' as const, ADDRESS_ID: c.addressId ?? undefined }),
          NOTES: c.notes,
          CART_ID: c.cartId,
          PAYMENT: c.payment,
          CASH_AMOUNT: c.payment === 'EFECTIVO' ? c.cashAmount : null,
          PRESCRIPTION: c.prescription,
        },
        keyFor(c.cartId),
      ),
    onSuccess: async (answer) => {
      const id = answer.orderDetails.ID;
      // docs/product.md#checkout: no order ID back means the purchase did not go through.
      if (!id) {
        notify({ type: 'negative', message: t('errors.unknownRetryLater') });
        return;
      }
      // Replaces the cart's folio toast: the order's folio is another number (docs/product.md#cart "folio: {id}").
      notifyFolio(t('useFinishPurchase.tuPedidoQuedoConFolio', { id }));
      // The server closed the cart and opened a new one: the local cart empties.
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(token) });
      void queryClient.invalidateQueries({ queryKey: ['myOrders'] });
      queryClient.setQueryData(['orderDetails', token, id], answer);
      void navigate(pathTo('order_view', { ID: String(id) }), { replace: true });
    },
    onError: (error) => {
      notifyError(error);
      // A refusal for stock (a sale meanwhile): the lines show what is left at once.
      void queryClient.invalidateQueries({ queryKey: ['branch-stock'] });
    },
  });
}
