import { Link } from 'react-router';
import { IconArrowLeft } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './layouts.module.css';

/**
 * "Regresar a la tienda": the way out of every layout without the main menu. In a header on a
 * phone (`isCompact`) only the arrow shows; the text stays for screen readers and as a tooltip.
 */
export function BackToStore({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Link to={pathTo('home_view')} className={styles.backLink} title="Regresar a la tienda">
      <IconArrowLeft size={20} />
      <span className={isCompact ? styles.backText : undefined}>Regresar a la tienda</span>
    </Link>
  );
}
