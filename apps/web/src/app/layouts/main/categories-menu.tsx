import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { categoriesQuery } from '../../../features/catalogue';
import { IconCategory, IconChevronDown } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import textStyles from '../../../shared/ui/text.module.css';
import { useUiStore } from '../../ui-store';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

const DEPARTMENTS = 'DEPARTAMENTO';

/** "Categorías": folds out the departments (as the home lists them), each a link to its page. */
export function CategoriesMenu({ onNavigate }: { onNavigate?: () => void }) {
  const isExpanded = useUiStore((s) => s.categoriesExpanded);
  const toggle = useUiStore((s) => s.toggleCategories);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        id={`${id}-button`}
        className={styles.link}
        aria-expanded={isExpanded}
        aria-controls={`${id}-list`}
        onClick={toggle}
      >
        <IconCategory />
        {t('menu.categories')}
        <IconChevronDown size={18} className={styles.chevron} />
      </button>
      {isExpanded ? (
        <div id={`${id}-list`}>
          <Departments labelledBy={`${id}-button`} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  );
}

/** Asked for only once the menu folds out; kept five minutes like the home's tiles. */
function Departments({ labelledBy, onNavigate }: { labelledBy: string; onNavigate?: () => void }) {
  const query = useQuery(categoriesQuery(DEPARTMENTS));
  if (query.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.note} role="alert">
        {t('app.loadFailed')}{' '}
        <button type="button" className={textStyles.linkButton} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const departments = query.data.categories.filter((c) => c.PRODUCTS > 0);
  if (departments.length === 0) return <p className={styles.note}>{t('menu.categoriesEmpty')}</p>;
  return (
    <ul className={styles.subList} aria-labelledby={labelledBy}>
      {departments.map((c) => (
        <li key={c.ID}>
          <NavLink to={pathTo('categories', { TYPE: c.TYPE, ID: c.ID })} className={styles.link} onClick={onNavigate}>
            <span className={styles.wrap}>{c.NAME}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
