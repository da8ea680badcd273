import { Outlet } from 'react-router';
import { BackToStore } from './back-to-store';
import { CompanyBrand } from './company-brand';
import styles from './layouts.module.css';

/** docs/product.md#checkout Shopping layout (purchase): a minimal header so checkout has no distractions. */
export function ShoppingLayout() {
  return (
    <>
      <header className={styles.simpleHeader}>
        <CompanyBrand />
        <BackToStore isCompact />
      </header>
      <main id="main-content" className={styles.page}>
        <Outlet />
      </main>
    </>
  );
}
