import { useCallback } from 'react';
import { Outlet, useMatches } from 'react-router';
import { DESKTOP_QUERY } from '../../../shared/ui/breakpoints';
import { Drawer } from '../../../shared/ui/drawer';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { useUiStore } from '../../ui-store';
import { LazyThemeBackground } from '../lazy-theme-background';
import { AppHeader } from './app-header';
import { CartDrawer } from './cart-drawer';
import { LeftMenu } from './left-menu';
import styles from './main-layout.module.css';
import { RightMenu } from './right-menu';
import { t } from '@mostrador/shared/messages/es-MX';

/** Screens used all day at a counter (issue 32): no store search, cart or options panel around them. */
const COUNTER_SCREENS: ReadonlySet<string> = new Set(['home_orders', 'picking']);

function useIsCounterScreen(): boolean {
  return useMatches().some((m) => COUNTER_SCREENS.has((m.handle as { name?: string } | undefined)?.name ?? ''));
}

/**
 * docs/product.md#screens-and-routes Main menu layout. On desktop (≥ 1024 px) both menus dock beside the page: the left
 * one closed by default, the right one open. Below that they are overlay drawers.
 */
export function MainLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isCounterScreen = useIsCounterScreen();
  const leftMenuOpen = useUiStore((s) => s.leftMenuOpen);
  const rightMenuOpen = useUiStore((s) => s.rightMenuOpen);
  const rightDrawerOpen = useUiStore((s) => s.rightDrawerOpen);
  const setLeftMenuOpen = useUiStore((s) => s.setLeftMenuOpen);
  const setRightDrawerOpen = useUiStore((s) => s.setRightDrawerOpen);
  const closeLeft = useCallback(() => setLeftMenuOpen(false), [setLeftMenuOpen]);
  const closeRight = useCallback(() => setRightDrawerOpen(false), [setRightDrawerOpen]);

  return (
    <div className={styles.shell}>
      <LazyThemeBackground />
      <a href="#main-content" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppHeader isDesktop={isDesktop} isCounterScreen={isCounterScreen} />
      <div className={styles.body}>
        {isDesktop && leftMenuOpen ? (
          <nav id="left-menu" className={styles.leftDock} aria-label={t('menu.main')}>
            <LeftMenu />
          </nav>
        ) : null}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {isDesktop && rightMenuOpen && !isCounterScreen ? (
          <aside id="right-menu" className={styles.rightDock} aria-label={t('menu.options')}>
            <RightMenu />
          </aside>
        ) : null}
      </div>
      {isDesktop ? null : (
        <>
          <Drawer id="left-menu" side="left" title={t('menu.title')} isOpen={leftMenuOpen} onClose={closeLeft}>
            <nav aria-label={t('menu.main')}>
              <LeftMenu onNavigate={closeLeft} />
            </nav>
          </Drawer>
          <Drawer id="right-menu" side="right" title={t('menu.options')} isOpen={rightDrawerOpen} onClose={closeRight}>
            <RightMenu onNavigate={closeRight} />
          </Drawer>
        </>
      )}
      <CartDrawer />
    </div>
  );
}
