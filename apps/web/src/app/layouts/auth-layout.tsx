import { Outlet } from 'react-router';
import { BackToStore } from './back-to-store';
import { CompanyBrand } from './company-brand';
import { LazyThemeBackground } from './lazy-theme-background';
import styles from './layouts.module.css';

/** Spec §2 /auth: the sign-in screens in a centred card. */
export function AuthLayout() {
  return (
    <main id="main-content" className={styles.authPage}>
      <LazyThemeBackground />
      <div className={styles.authCard}>
        <CompanyBrand size={48} />
        <div className={styles.authBody}>
          <Outlet />
        </div>
        <BackToStore />
      </div>
    </main>
  );
}
