import { t } from '@mostrador/shared/messages/es-MX';
import type { ShoppingCartResponse } from '@mostrador/shared/schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { notifyError } from '../../../shared/notify/notify';
import { addToCart } from '../api/add-to-cart';
import { cartQuery, cartQueryKey } from '../api/get-cart';
import { updateCartUnits } from '../api/update-cart-units';
import { notifyFolio } from '../folio-toast';

/**
 * The signed-in customer's cart and the two ways to change it. After each, one folio toast
 * (docs/product.md#cart "folio: {id}"): an added product is named ("… agregado · carrito folio: 7").
 */
export function useCart() {
  const token = useAuthStore((s) => (s.status === 'authenticated' ? s.idToken : null));
  const queryClient = useQueryClient();
  const query = useQuery(cartQuery(token));
  const applied = async (answer: ShoppingCartResponse, addedSku?: string) => {
    // A cart read still on its way was asked before this change: its answer is the cart as it
    // was, and must not replace this one (the product would vanish from the cart on screen).
    await queryClient.cancelQueries({ queryKey: cartQueryKey(token) });
    queryClient.setQueryData(cartQueryKey(token), answer);
    const { ID: id, products } = answer.shoppingCart;
    const name = products.find((line) => line.SKU === addedSku)?.NAME;
    notifyFolio(name ? t('cart.added', { name, id }) : t('cart.changed', { id }));
  };
  const add = useMutation({
    mutationFn: (sku: string) => addToCart(token ?? '', sku),
    onSuccess: (answer, sku) => applied(answer, sku),
    onError: (e) => notifyError(e),
  });
  const setUnits = useMutation({
    mutationFn: ({ sku, units }: { sku: string; units: number }) => updateCartUnits(token ?? '', sku, units),
    onSuccess: (answer) => applied(answer),
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
