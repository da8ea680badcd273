import type { ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { ErrorState, Skeleton } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { productsQuery } from './api/get-products';
import styles from './catalogue.module.css';
import { NoProductsState } from './components/no-products-state';
import { ProductCard } from './components/product-card';
import { SortSelect } from './components/sort-select';
import { t } from '@mostrador/shared/messages/es-MX-store';

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
        <SortSelect sort={sort} onChange={setSort} />
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
        <NoProductsState suggestions={first?.SUGGESTIONS} />
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
