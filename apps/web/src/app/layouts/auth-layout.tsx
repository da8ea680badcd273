import { Outlet } from 'react-router';
import { CompanyBrand } from './company-brand';
import { LazyThemeBackground } from './lazy-theme-background';
import styles from './layouts.module.css';

/** docs/product.md#sign-in-and-phone-verification /auth: the sign-in screens in a centred card (each screen links back itself). */
export function AuthLayout() {
  return (
    <main id="main-content" className={styles.authPage}>
      <LazyThemeBackground />
      <div className={styles.authCard}>
        <CompanyBrand size={48} />
        <div className={styles.authBody}>
          <Outlet />
        </div>
      </div>
    </main>
  );
}
