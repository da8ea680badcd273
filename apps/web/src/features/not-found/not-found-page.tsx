import { Link } from 'react-router';
import { IconArrowLeft, IconSearch } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { StatePanel } from '../../shared/ui/state-panel';
import styles from '../../shared/ui/ui.module.css';
import { t } from '@mostrador/shared/messages/es-MX-store';

/** Route /not-found. */
export function NotFoundPage() {
  return (
    <section className={styles.panel}>
      <StatePanel
        icon={<IconSearch size={48} />}
        title={t('notFoundPage.noEncontramosEstaPagina')}
        text={t('notFoundPage.laDireccionPuedeEstarMal')}
        level={1}
      >
        <Link to={pathTo('home_view')} className={styles.button}>
          <IconArrowLeft size={18} /> {t('notFoundPage.volverAlInicio')}
        </Link>
      </StatePanel>
    </section>
  );
}
