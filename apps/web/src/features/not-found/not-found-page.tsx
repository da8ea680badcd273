import { Link } from 'react-router';
import { IconArrowLeft, IconSearch } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { StatePanel } from '../../shared/ui/state-panel';
import styles from '../../shared/ui/ui.module.css';

/** Route /not-found. */
export function NotFoundPage() {
  return (
    <section className={styles.panel}>
      <StatePanel
        icon={<IconSearch size={48} />}
        title="No encontramos esta página"
        text="La dirección puede estar mal escrita o la página ya no existe."
        level={1}
      >
        <Link to={pathTo('home_view')} className={styles.button}>
          <IconArrowLeft size={18} /> Volver al inicio
        </Link>
      </StatePanel>
    </section>
  );
}
