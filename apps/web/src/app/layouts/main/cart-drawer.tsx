import { formatMoney } from '@mostrador/shared/format/money';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../shared/api/api-error';
import { useCompanyStore } from '../../../features/company';
import { CartLineStepper, CartTotals, useCart } from '../../../features/cart';
import { Drawer } from '../../../shared/ui/drawer';
import { IconCart } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../../shared/ui/state-panel';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useUiStore } from '../../ui-store';
import styles from './cart-drawer.module.css';

/** Right-hand cart drawer: the lines with a units stepper, the folio, totals and savings. */
export function CartDrawer() {
  const isOpen = useUiStore((s) => s.cartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const close = useCallback(() => setCartOpen(false), [setCartOpen]);
  return (
    <Drawer id="cart-drawer" side="right" title="Tu carrito" isOpen={isOpen} onClose={close}>
      <CartContents onNavigate={close} />
    </Drawer>
  );
}

function CartContents({ onNavigate }: { onNavigate: () => void }) {
  const { isSignedIn, query, cart, setUnits, isChanging } = useCart();
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  if (!isSignedIn) {
    return (
      <StatePanel icon={<IconCart size={40} />} title="Inicia sesión para comprar" text="Tu carrito se guarda en tu cuenta y te sigue en todos tus dispositivos." role="status">
        <Link to={pathTo('login')} className={uiStyles.button} onClick={onNavigate}>
          Iniciar sesión
        </Link>
      </StatePanel>
    );
  }
  if (query.isPending) return <Spinner label="Cargando tu carrito..." />;
  if (query.isError || !cart) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  if (cart.products.length === 0) {
    return <StatePanel icon={<IconCart size={40} />} title="Tu carrito está vacío" text={`Folio ${cart.ID}. Busca tus medicamentos y agrégalos aquí.`} role="status" />;
  }
  return (
    <div className={styles.cart}>
      <p className={styles.folio}>Folio: {cart.ID}</p>
      <ul className={styles.lines} aria-label="Productos en tu carrito">
        {cart.products.map((line) => (
          <li key={line.SKU} className={styles.line}>
            {line.IMAGE ? <img src={`${imgUrl}${line.IMAGE}`} alt="" width={56} height={56} className={styles.picture} /> : null}
            <div className={styles.info}>
              <Link to={pathTo('product_view', { SKU: line.SKU })} onClick={onNavigate} className={styles.name}>
                {line.NAME}
              </Link>
              <span className={styles.muted}>{formatMoney(line.PRICE)} c/u</span>
              {line.DISCOUNT > 0 ? <span className={styles.saving}>Ahorras {formatMoney(line.DISCOUNT)}</span> : null}
              <CartLineStepper line={line} isChanging={isChanging} onUnits={(units) => setUnits.mutate({ sku: line.SKU, units })} />
            </div>
            <strong className={styles.total}>{formatMoney(line.LINE_TOTAL)}</strong>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <Link to={pathTo('purchase')} className={uiStyles.button} onClick={onNavigate}>
        Terminar compra
      </Link>
    </div>
  );
}
