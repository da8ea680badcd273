import { useLocation } from 'react-router';
import { signInState, useSessionKnown } from '../../auth';
import { notifyFolio, rememberPendingAdd, useAddRememberedProduct, useCart } from '../../cart';
import { useNamedNavigate } from '../../../shared/ui/navigation/use-named-navigate';
import uiStyles from '../../../shared/ui/ui.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/**
 * Adds one unit (docs/product.md#cart). The cart lives in the account: a visitor is asked to sign in, the
 * product is remembered, and after sign-in they come back here with it in the cart.
 */
export function AddToCartButton({
  sku,
  name,
  isAvailable,
  isSoldOutHere,
}: {
  sku: string;
  name: string;
  isAvailable: boolean;
  isSoldOutHere: boolean;
}) {
  const cart = useCart();
  const sessionKnown = useSessionKnown();
  const { isSignedIn, add } = cart;
  useAddRememberedProduct(sku, cart);
  const goLogin = useNamedNavigate('login');
  const location = useLocation();
  const onClick = () => {
    if (!isSignedIn) {
      rememberPendingAdd(sku, name);
      notifyFolio(t('addToCartButton.iniciaSesionParaAgregarProductos'), 'info');
      goLogin(undefined, { state: signInState(location) });
      return;
    }
    // The folio toast names the product and the header's count says it was added (docs/product.md#cart).
    add.mutate(sku);
  };
  return (
    <button
      type="button"
      className={uiStyles.button}
      onClick={onClick}
      disabled={!isAvailable || isSoldOutHere || add.isPending || !sessionKnown}
    >
      {!isAvailable
        ? t('addToCartButton.agotado')
        : isSoldOutHere
          ? t('stock.soldOutHere')
          : add.isPending
            ? t('addToCartButton.agregando')
            : t('addToCartButton.agregarAlCarrito')}
    </button>
  );
}
