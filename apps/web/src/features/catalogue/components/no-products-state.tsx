import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { EmptyState } from '../../../shared/ui/state-panel';
import uiStyles from '../../../shared/ui/ui.module.css';
import styles from '../catalogue.module.css';

/** A search with no products, offering the names the server suggests instead. */
export function NoProductsState({ suggestions }: { suggestions: readonly string[] | undefined }) {
  return (
    <>
      <EmptyState
        title={t('searchPage.noEncontramosProductos')}
        text={suggestions?.length ? t('searchPage.quisisteDecir') : t('searchPage.pruebaConOtroNombreLa')}
      />
      <div className={styles.suggestions}>
        {suggestions?.map((name) => (
          <Link key={name} className={uiStyles.buttonSubtle} to={pathTo('search_view', { SEARCH: name })}>
            {name}
          </Link>
        ))}
      </div>
    </>
  );
}
