import { PRODUCT_SORTS, type ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import formStyles from '../../shared/ui/form.module.css';
import { pathTo } from '../../shared/ui/navigation/routes';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { productsQuery } from './api/get-products';
import styles from './catalogue.module.css';
import { ProductCard } from './components/product-card';
import { t } from '@mostrador/shared/messages/es-MX-store';

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  relevance: t('searchPage.masRelevantes'),
  price_asc: t('searchPage.precioMenorAMayor'),
  price_desc: t('searchPage.precioMayorAMenor'),
  name: t('searchPage.nombre'),
};

/** search/:SEARCH? and categories/:TYPE/:ID (spec §2: the category route shows the search view). */
export function SearchPage() {
  const { SEARCH = '', TYPE, ID } = useParams();
  const [sort, setSort] = useState<ProductListQuery['SORT']>('relevance');
  const query = useInfiniteQuery(productsQuery({ q: SEARCH, TYPE, ID, SORT: sort }));
  const first = query.data?.pages[0];
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const title = SEARCH
    ? t('searchPage.resultsFor', { search: SEARCH })
    : TYPE && ID
      ? t('searchPage.productosDeLaCategoria')
      : t('searchPage.todosLosProductos');

  return (
    <section className={styles.page} aria-labelledby="search-title">
      <div className={styles.head}>
        <h1 id="search-title" className={styles.title}>
          {title}
        </h1>
        <label className={formStyles.field}>
          <span className="visually-hidden">{t('searchPage.ordenarPor')}</span>
          <select
            className={formStyles.input}
            value={sort}
            onChange={(e) => setSort(e.target.value as ProductListQuery['SORT'])}
            aria-label={t('searchPage.ordenarPor')}
          >
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {first ? <p className={styles.muted}>{first.TOTAL === 1 ? '1 producto' : `${first.TOTAL} productos`}</p> : null}
      {query.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('searchPage.cargandoProductos')}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton height={260} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : products.length === 0 ? (
        <>
          <EmptyState
            title={t('searchPage.noEncontramosProductos')}
            text={first?.SUGGESTIONS.length ? t('searchPage.quisisteDecir') : t('searchPage.pruebaConOtroNombreLa')}
          />
          <div className={styles.suggestions}>
            {first?.SUGGESTIONS.map((name) => (
              <Link key={name} className={uiStyles.buttonSubtle} to={pathTo('search_view', { SEARCH: name })}>
                {name}
              </Link>
            ))}
          </div>
        </>
      ) : (
        <ul className={styles.grid} aria-label={t('searchPage.productos')}>
          {products.map((p) => (
            <li key={p.SKU}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className={`${uiStyles.buttonSubtle} ${styles.more}`}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('common.loading') : t('searchPage.verMasProductos')}
        </button>
      ) : null}
    </section>
  );
}
