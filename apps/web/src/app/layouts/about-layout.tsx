import { Outlet } from 'react-router';
import { BackToStore } from './back-to-store';
import { CompanyBrand } from './company-brand';
import { LazyThemeBackground } from './lazy-theme-background';
import styles from './layouts.module.css';

/** docs/product.md#screens-and-routes About layout (about_us, branch/:BRANCH): brand header and a reading-width page. */
export function AboutLayout() {
  return (
    <>
      <LazyThemeBackground />
      <header className={styles.simpleHeader}>
        <CompanyBrand />
        <BackToStore isCompact />
      </header>
      <main id="main-content" className={styles.narrow}>
        <Outlet />
      </main>
    </>
  );
}
