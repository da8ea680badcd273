import { useEffect } from 'react';
import { t } from '@mostrador/shared/messages/es-MX';
import { notifyFolio } from '../folio-toast';
import { takePendingAdd } from '../pending-add';
import type { useCart } from './use-cart';

/**
 * Back on the page where "Agregar al carrito" was pressed while signed out (sign-in and
 * registration return here): once signed in, that product goes into the cart, with
 * "Agregado a tu carrito: …". Runs on the product's own page (its `sku`), and on the list
 * pages whose tiles have "Agregar" (home, search: `sku` null, whichever was remembered there).
 */
export function useAddRememberedProduct(
  sku: string | null,
  { isSignedIn, add }: Pick<ReturnType<typeof useCart>, 'isSignedIn' | 'add'>,
): void {
  const { mutate } = add;
  useEffect(() => {
    if (!isSignedIn) return;
    const pending = takePendingAdd(sku);
    if (!pending) return;
    mutate(pending.sku, {
      // Replaces the "… agregado · carrito folio" toast of the same answer.
      onSuccess: (answer) => {
        const name = answer.shoppingCart.products.find((line) => line.SKU === pending.sku)?.NAME ?? pending.name;
        notifyFolio(t('pendingAdd.agregadoATuCarrito', { name }));
      },
    });
  }, [isSignedIn, sku, mutate]);
}
