import { t } from '@mostrador/shared/messages/es-MX-store';
import { Link } from 'react-router';
import { IconArrowLeft, IconBarrier } from './icons';
import { pathTo } from './navigation/routes';
import { StatePanel } from './state-panel';
import styles from './ui.module.css';

interface UnderConstructionProps {
  /** One Spanish sentence saying what this screen will hold. */
  description: string;
}

/** Placeholder for screens built by later issues; rendered inside the screen's real layout. */
export function UnderConstruction({ description }: UnderConstructionProps) {
  return (
    <section className={styles.panel} aria-labelledby="under-construction-title">
      <StatePanel
        icon={<IconBarrier size={48} />}
        title={t('panel.underConstruction')}
        text={description}
        level={1}
        titleId="under-construction-title"
      >
        <Link to={pathTo('home_view')} className={styles.buttonSubtle}>
          <IconArrowLeft size={18} /> {t('underConstruction.volverALaTienda')}
        </Link>
      </StatePanel>
    </section>
  );
}
