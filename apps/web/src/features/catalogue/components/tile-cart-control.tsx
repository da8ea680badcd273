import { useLocation } from 'react-router';
import { signInState, useSessionKnown } from '../../auth';
import { CartLineStepper, notifyFolio, rememberPendingAdd, useCart } from '../../cart';
import { useNamedNavigate } from '../../../shared/ui/navigation/use-named-navigate';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useUnitsHere } from '../hooks/use-units-here';
import styles from './product-tile.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/**
 * A tile's "Agregar": one unit into the cart; once the product is in the cart, its units
 * stepper (0 takes it out). Signed out, the product is remembered and the person comes back
 * here after signing in or registering, with it in the cart (useAddRememberedProduct). Sold
 * out at the branch that serves the customer, it says so instead of adding (issue 32).
 */
export function TileCartControl({ sku, name }: { sku: string; name: string }) {
  const { isSignedIn, add, setUnits, cart, isChanging } = useCart();
  const sessionKnown = useSessionKnown();
  const goLogin = useNamedNavigate('login');
  const location = useLocation();
  const { units } = useUnitsHere(sku);
  const line = cart?.products.find((l) => l.SKU === sku);
  if (line) {
    return <CartLineStepper line={line} isChanging={isChanging} onUnits={(units) => setUnits.mutate({ sku, units })} />;
  }
  const onClick = () => {
    if (!isSignedIn) {
      rememberPendingAdd(sku, name);
      notifyFolio(t('tile.signInToAdd'), 'info');
      goLogin(undefined, { state: signInState(location) });
      return;
    }
    add.mutate(sku);
  };
  const isAdding = add.isPending && add.variables === sku;
  if (units === 0) {
    return (
      <button type="button" className={`${uiStyles.button} ${styles.add}`} disabled aria-label={t('stock.soldOutNamed', { name })}>
        {t('stock.soldOutHere')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${uiStyles.button} ${styles.add}`}
      onClick={onClick}
      disabled={isAdding || !sessionKnown}
      aria-label={t('tile.addNamed', { name })}
    >
      {isAdding ? t('tile.adding') : t('tile.add')}
    </button>
  );
}
