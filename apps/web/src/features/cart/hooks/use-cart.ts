import { t } from '@mostrador/shared/messages/es-MX';
import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { addToCart } from '../api/add-to-cart';
import { cartQuery, cartQueryKey } from '../api/get-cart';
import { updateCartUnits } from '../api/update-cart-units';

/** The signed-in customer's cart and the two ways to change it ("folio: {id}" after each). */
export function useCart() {
  const token = useAuthStore((s) => (s.status === 'authenticated' ? s.idToken : null));
  const queryClient = useQueryClient();
  const query = useQuery(cartQuery(token));
  const applied = (answer: ShoppingCartResponse) => {
    queryClient.setQueryData(cartQueryKey(token), answer);
    notify({ type: 'positive', message: t('orders.folio', { id: answer.shoppingCart.ID }), group: 'cart-folio' });
  };
  const add = useMutation({ mutationFn: (sku: string) => addToCart(token ?? '', sku), onSuccess: applied, onError: (e) => notifyError(e) });
  const setUnits = useMutation({
    mutationFn: ({ sku, units }: { sku: string; units: number }) => updateCartUnits(token ?? '', sku, units),
    onSuccess: applied,
    onError: (e) => notifyError(e),
  });
  return {
    isSignedIn: token !== null,
    query,
    cart: query.data?.shoppingCart ?? null,
    add,
    setUnits,
    isChanging: add.isPending || setUnits.isPending,
  };
}
