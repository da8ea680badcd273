import { useCart } from '../../cart';
import { notify } from '../../../shared/notify/notify';
import { useNamedNavigate } from '../../../shared/ui/navigation/use-named-navigate';
import uiStyles from '../../../shared/ui/ui.module.css';
import { t } from '@mostrador/shared/messages/es-MX-store';

/** Adds one unit (spec §5); a visitor is asked to sign in first, since the cart lives in the account. */
export function AddToCartButton({ sku, isAvailable }: { sku: string; isAvailable: boolean }) {
  const { isSignedIn, add } = useCart();
  const goLogin = useNamedNavigate('login');
  const onClick = () => {
    if (!isSignedIn) {
      notify({ type: 'info', message: t('addToCartButton.iniciaSesionParaAgregarProductos') });
      goLogin();
      return;
    }
    // The "folio: {id}" notification and the header's count say it was added (spec §8).
    add.mutate(sku);
  };
  return (
    <button type="button" className={uiStyles.button} onClick={onClick} disabled={!isAvailable || add.isPending}>
      {!isAvailable ? t('addToCartButton.agotado') : add.isPending ? t('addToCartButton.agregando') : t('addToCartButton.agregarAlCarrito')}
    </button>
  );
}
