import type { ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { ErrorState } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { useBranchesInfo, useMyBranchCode } from '../branches';
import { usePageTitle } from '../company';
import { seoT } from '@mostrador/shared/messages/es-MX-seo';
import { productsQuery, type ProductFilters } from './api/get-products';
import textStyles from '../../shared/ui/text.module.css';
import styles from './catalogue.module.css';
import { NoProductsState } from './components/no-products-state';
import { ProductResults } from './components/product-results';
import { CategoryHeading, DidYouMean } from './components/results-heading';
import { NO_FILTERS, ResultsToolbar, type ResultFilters } from './components/results-toolbar';
import { useListLayout } from './components/use-list-layout';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/**
 * What the list asks the server: a text search or a category page by relevance groups by name
 * and breaks ties at my branch (decisions 038 and 045); a brand or stock filter lists products.
 */
function listFilters(
  params: { SEARCH: string; TYPE?: string; ID?: string },
  sort: ProductListQuery['SORT'],
  filters: ResultFilters,
  branch: string | null,
): ProductFilters {
  const isText = params.SEARCH !== '';
  const isCategory = !isText && params.TYPE !== undefined && params.ID !== undefined;
  return {
    q: params.SEARCH,
    TYPE: params.TYPE,
    ID: params.ID,
    SORT: sort,
    GROUP: (isText || isCategory) && sort === 'relevance' && !filters.brand && !filters.inStock ? 'true' : undefined,
    BRANCH: branch ?? undefined,
    IN_STOCK: filters.inStock ? 'true' : undefined,
    PRESCRIPTION: filters.prescription || undefined,
    BRAND: filters.brand || undefined,
  };
}

/** search/:SEARCH? and categories/:TYPE/:ID (docs/product.md#catalogue-and-search: the category route shows the search view). */
export function SearchPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  // /search?SEARCH=… is the header's search form sent without JavaScript (a plain GET).
  const SEARCH = params.SEARCH ?? searchParams.get('SEARCH')?.trim() ?? '';
  const { TYPE, ID } = params;
  const [sort, setSort] = useState<ProductListQuery['SORT']>('relevance');
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const [layout, setLayout, shownLayout] = useListLayout();
  const branch = useMyBranchCode();
  const branchName = useBranchesInfo().data?.branchesInfo.find((b) => b.BRANCH === branch)?.NAME ?? null;
  const request = listFilters({ SEARCH, TYPE, ID }, sort, filters, branch);
  const query = useInfiniteQuery(productsQuery(request));
  const first = query.data?.pages[0];
  const products = query.data?.pages.flatMap((p) => p.products);
  const isCategory = !SEARCH && TYPE !== undefined && ID !== undefined;
  usePageTitle(isCategory ? '' : SEARCH ? seoT('search.title', { search: SEARCH }) : seoT('search.allProducts'));
  const count = first?.TOTAL ?? 0;
  const countText = request.GROUP
    ? count === 1
      ? t('results.countNames1')
      : t('results.countNamesN', { count })
    : count === 1
      ? t('results.count1')
      : t('results.countN', { count });

  return (
    <section className={styles.page} aria-labelledby="search-title">
      {isCategory ? (
        <CategoryHeading type={TYPE} id={ID} />
      ) : (
        <h1 id="search-title" className={styles.title}>
          {SEARCH ? t('storefront.resultsFor', { search: SEARCH }) : t('results.allProducts')}
        </h1>
      )}
      {first?.CORRECTED ? <DidYouMean corrected={first.CORRECTED} /> : null}
      <ResultsToolbar
        sort={sort}
        onSort={setSort}
        layout={shownLayout}
        onLayout={setLayout}
        filters={filters}
        onFilters={setFilters}
        brands={first?.BRANDS}
        branchName={branchName}
      />
      {first ? <p className={textStyles.muted}>{countText}</p> : null}
      {query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : products && products.length === 0 ? (
        <NoProductsState suggestions={first?.SUGGESTIONS} />
      ) : (
        <ProductResults products={products} layout={layout} label={t('results.products')} isPending={query.isPending} />
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className={`${uiStyles.buttonSubtle} ${styles.more}`}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('common.loading') : t('results.more')}
        </button>
      ) : null}
    </section>
  );
}
