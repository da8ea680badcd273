import { Link } from 'react-router';
import { IconArrowLeft } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './layouts.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/**
 * "Regresar a la tienda": the way out of every layout without the main menu. In a header on a
 * phone (`isCompact`) only the arrow shows; the text stays for screen readers and as a tooltip.
 */
export function BackToStore({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Link to={pathTo('home_view')} className={styles.backLink} title={t('backToStore.regresarALaTienda')}>
      <IconArrowLeft size={20} />
      <span className={isCompact ? styles.backText : undefined}>{t('backToStore.regresarALaTienda')}</span>
    </Link>
  );
}
