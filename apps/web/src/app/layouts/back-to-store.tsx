import { Link } from 'react-router';
import { IconArrowLeft } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './layouts.module.css';

/** "Regresar a la tienda": the way out of every layout without the main menu. */
export function BackToStore() {
  return (
    <Link to={pathTo('home_view')} className={styles.backLink}>
      <IconArrowLeft size={20} />
      <span className={styles.backText}>Regresar a la tienda</span>
    </Link>
  );
}
