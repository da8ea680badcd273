import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** docs/product.md#in-store-screen Empty layout (advertising_view): the screen alone, no header or menus. */
export function EmptyLayout() {
  return (
    <main id="main-content" className={styles.fullBleed}>
      <Outlet />
    </main>
  );
}
