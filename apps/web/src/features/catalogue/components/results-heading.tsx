import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { usePageTitle } from '../../company';
import { categoriesQuery } from '../api/get-home-sections';
import styles from './results-heading.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

const TYPE_NAMES: Record<string, string> = {
  DEPARTAMENTO: t('categoryType.DEPARTAMENTO'),
  PADECIMIENTO: t('categoryType.PADECIMIENTO'),
  MARCA: t('categoryType.MARCA'),
};

/** A category page's name ("Dermocosmética") with its breadcrumb: Inicio › Departamentos › Dermocosmética. */
export function CategoryHeading({ type, id }: { type: string; id: string }) {
  const query = useQuery(categoriesQuery(type));
  const category = query.data?.categories.find((c) => c.ID === id);
  const name = category?.NAME ?? (query.isPending ? '' : t('results.category'));
  usePageTitle(name);
  return (
    <>
      <nav aria-label={t('results.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={pathTo('home_view')}>{t('results.home')}</Link>
          </li>
          <li>{TYPE_NAMES[type] ?? type}</li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <h1 id="search-title" className={styles.title}>
        {name || '\u00a0'}
      </h1>
    </>
  );
}

/** "¿Quisiste decir «paracetamol»?" when the server corrected a typo (CORRECTED). */
export function DidYouMean({ corrected }: { corrected: string }) {
  return (
    <p className={styles.didYouMean} role="status">
      {t('results.didYouMean')}{' '}
      <Link to={pathTo('search_view', { SEARCH: corrected })}>
        <strong>{corrected}</strong>
      </Link>
      ? {t('results.didYouMeanShown', { corrected })}
    </p>
  );
}
