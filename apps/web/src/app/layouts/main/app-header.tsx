import { useRef } from 'react';
import { IconCart, IconMenu, IconSidebarRight } from '../../../shared/ui/icons';
import { usePublishedHeight } from '../../../shared/ui/use-published-height';
import { useCart } from '../../../features/cart';
import { useUiStore } from '../../ui-store';
import { CompanyBrand } from '../company-brand';
import styles from './header.module.css';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { t } from '@mostrador/shared/messages/es-MX';

/** The CSS variable holding the sticky header's height (unset before it is measured). */
export const HEADER_HEIGHT_VAR = '--app-header-height';

/** The store's header; on a counter screen (the branch monitor) only the menu, the brand and the account. */
export function AppHeader({ isDesktop, isCounterScreen = false }: { isDesktop: boolean; isCounterScreen?: boolean }) {
  const leftMenuOpen = useUiStore((s) => s.leftMenuOpen);
  const toggleLeftMenu = useUiStore((s) => s.toggleLeftMenu);
  const header = useRef<HTMLElement>(null);
  // A page's own sticky bar (the pick list's scan field) sits just below this sticky header.
  usePublishedHeight(header, HEADER_HEIGHT_VAR);

  return (
    <header ref={header} className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menu}`}
        onClick={toggleLeftMenu}
        aria-expanded={leftMenuOpen}
        aria-controls="left-menu"
        aria-label={leftMenuOpen ? t('menu.close') : t('menu.open')}
      >
        <IconMenu />
      </button>
      <div className={styles.brand}>
        <CompanyBrand />
      </div>
      {isCounterScreen ? null : (
        <div className={styles.search}>
          <SearchBox />
        </div>
      )}
      <div className={styles.actions}>
        {isCounterScreen ? null : <StoreActions isDesktop={isDesktop} />}
        <UserMenu />
      </div>
    </header>
  );
}

/** The cart and the options panel's toggle. */
function StoreActions({ isDesktop }: { isDesktop: boolean }) {
  const rightOpen = useUiStore((s) => (isDesktop ? s.rightMenuOpen : s.rightDrawerOpen));
  const setRightMenuOpen = useUiStore((s) => s.setRightMenuOpen);
  const setRightDrawerOpen = useUiStore((s) => s.setRightDrawerOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const cartCount = useCart().cart?.UNITS ?? 0;
  const toggleRight = () => (isDesktop ? setRightMenuOpen(!rightOpen) : setRightDrawerOpen(!rightOpen));
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setCartOpen(true)}
        aria-label={t('cart.button', { cartCount })}
        aria-haspopup="dialog"
      >
        <IconCart />
        <span className={styles.badge} aria-hidden="true">
          {cartCount}
        </span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={toggleRight}
        aria-expanded={rightOpen}
        aria-controls="right-menu"
        aria-label={rightOpen ? t('menu.hideOptions') : t('menu.showOptions')}
      >
        <IconSidebarRight />
      </button>
    </>
  );
}
