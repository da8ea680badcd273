import { BackgroundMenuControls } from './background-menu-controls';
import { QuickThemeSelect } from './quick-theme-select';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Theme and background slideshow (docs/product.md#themes): in the account menu, or folded in the right menu for a visitor. */
export function AppearanceControls() {
  return (
    <div className={styles.sectionBody}>
      <QuickThemeSelect />
      <p className={styles.fieldLabel}>{t('menu.background')}</p>
      <BackgroundMenuControls />
    </div>
  );
}
