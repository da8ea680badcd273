import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useMyBranchCode } from '../../branches';
import { useAddRememberedProduct, useCart } from '../../cart';
import { categoriesQuery, homeSectionsQuery, ProductResults, ProductTile, productsQuery } from '../../catalogue';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { IconChevronRight } from '../../../shared/ui/icons';
import styles from './storefront-sections.module.css';
import { catalogueT } from '@mostrador/shared/messages/es-MX-catalogue';
import { homeT as t } from '@mostrador/shared/messages/es-MX-home';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';

/** Results the home shows for home/:SEARCH before "Ver todos". */
const HOME_RESULTS = 12;

/**
 * The home's shop windows (issue 18), loaded once the top banner is on screen: promotions
 * ("soy tu fan"), departments, the most searched products and ailments as tiles. Its own chunk,
 * so the first screen's JavaScript stays within budget.
 */
export function StorefrontSections() {
  // Deferred: the 24 tiles render in slices that let the browser in (React yields every few ms),
  // not in one long task when the answer arrives (a phone's Total Blocking Time, issue 18).
  const sections = useDeferredValue(useQuery(homeSectionsQuery).data);
  // Back from signing in after "Agregar": the remembered product goes into the cart here.
  useAddRememberedProduct(null, useCart());
  return (
    <>
      <ProductRow id="home-promotions" title={t('storefront.promotions')} products={sections?.promotions} />
      <CategoryTiles id="home-departments" type="DEPARTAMENTO" title={t('storefront.departments')} />
      <ProductRow id="home-featured" title={t('storefront.featured')} products={sections?.featured} />
      <CategoryTiles id="home-ailments" type="PADECIMIENTO" title={t('storefront.ailments')} />
    </>
  );
}

function ProductRow({ id, title, products }: { id: string; title: string; products: ProductSummary[] | undefined }) {
  if (products && products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {products ? (
        <ul className={styles.row} aria-label={title}>
          {products.map((p) => (
            <li key={p.SKU}>
              <ProductTile product={p} />
            </li>
          ))}
        </ul>
      ) : (
        <ProductResults products={undefined} layout="grid" label={title} isPending skeletons={4} />
      )}
    </section>
  );
}

function CategoryTiles({ id, type, title }: { id: string; type: string; title: string }) {
  const query = useQuery(categoriesQuery(type));
  const categories = query.data?.categories.filter((c) => c.PRODUCTS > 0);
  if (categories && categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.tiles}>
        {(categories ?? []).map((c) => (
          <li key={c.ID}>
            <Link to={pathTo('categories', { TYPE: c.TYPE, ID: c.ID })} className={styles.tile}>
              <span>{c.NAME}</span>
              <IconChevronRight size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** home/:SEARCH: that search's first results under the banners, and the way to all of them. */
export function HomeSearchResults({ search }: { search: string }) {
  const branch = useMyBranchCode();
  const query = useInfiniteQuery(productsQuery({ q: search, GROUP: 'true', BRANCH: branch ?? undefined, PAGE_SIZE: HOME_RESULTS }));
  const first = query.data?.pages[0];
  const title = catalogueT('storefront.resultsFor', { search });
  return (
    <section className={styles.section} aria-labelledby="home-results">
      <div className={styles.head}>
        <h2 id="home-results" className={styles.title}>
          {title}
        </h2>
        {first && first.TOTAL > 0 ? (
          <Link to={pathTo('search_view', { SEARCH: search })} className={styles.more}>
            {t('storefront.seeAllResults', { count: first.TOTAL })} <IconChevronRight size={18} />
          </Link>
        ) : null}
      </div>
      <ProductResults products={first?.products} layout="grid" label={title} isPending={query.isPending} skeletons={4} level={3} />
    </section>
  );
}
