import { formatMoney } from '@mostrador/shared/format/money';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../shared/api/api-error';
import { useCompanyStore } from '../../../features/company';
import { CartLineControls, CartTotals, useCart, useCartStock } from '../../../features/cart';
import { Drawer } from '../../../shared/ui/drawer';
import { IconCart } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../../shared/ui/state-panel';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useUiStore } from '../../ui-store';
import layoutStyles from '../../../shared/ui/layout.module.css';
import lineStyles from '../../../shared/ui/line-items.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import styles from './cart-drawer.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Right-hand cart drawer: the lines with a units stepper, the folio, totals and savings. */
export function CartDrawer() {
  const isOpen = useUiStore((s) => s.cartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const close = useCallback(() => setCartOpen(false), [setCartOpen]);
  return (
    <Drawer id="cart-drawer" side="right" title={t('cart.title')} isOpen={isOpen} onClose={close}>
      <CartContents onNavigate={close} />
    </Drawer>
  );
}

function CartContents({ onNavigate }: { onNavigate: () => void }) {
  const { isSignedIn, query, cart, setUnits, isChanging } = useCart();
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const stock = useCartStock(cart);
  if (!isSignedIn) {
    return (
      <StatePanel icon={<IconCart size={40} />} title={t('cart.signInTitle')} text={t('cart.signInText')} role="status">
        <Link to={pathTo('login')} className={uiStyles.button} onClick={onNavigate}>
          {t('common.signIn')}
        </Link>
      </StatePanel>
    );
  }
  if (query.isPending) return <Spinner label={t('cart.loading')} />;
  if (query.isError || !cart) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  if (cart.products.length === 0) {
    return <StatePanel icon={<IconCart size={40} />} title={t('cart.empty')} text={t('cart.emptyText', { id: cart.ID })} role="status" />;
  }
  return (
    <div className={styles.cart}>
      <p className={styles.folio}>
        {t('cart.folio')} {cart.ID}
      </p>
      <ul className={layoutStyles.rowList} aria-label={t('cart.lines')}>
        {cart.products.map((line) => (
          <li key={line.SKU} className={lineStyles.item}>
            {line.IMAGE ? <img src={`${imgUrl}${line.IMAGE}`} alt="" width={56} height={56} className={lineStyles.picture} /> : null}
            <div className={styles.info}>
              <Link to={pathTo('product_view', { SKU: line.SKU })} onClick={onNavigate} className={styles.name}>
                {line.NAME}
              </Link>
              <span className={styles.muted}>
                {formatMoney(line.PRICE)} {t('cart.each')}
              </span>
              {line.DISCOUNT > 0 ? (
                <span className={textStyles.saving}>
                  {t('cart.saving')} {formatMoney(line.DISCOUNT)}
                </span>
              ) : null}
              <CartLineControls
                line={line}
                stock={stock}
                isChanging={isChanging}
                onUnits={(units) => setUnits.mutate({ sku: line.SKU, units })}
              />
            </div>
            <strong className={textStyles.nowrap}>{formatMoney(line.LINE_TOTAL)}</strong>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <Link to={pathTo('purchase')} className={uiStyles.button} onClick={onNavigate}>
        {t('cart.checkout')}
      </Link>
    </div>
  );
}
