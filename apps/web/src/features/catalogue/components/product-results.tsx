import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { useAddRememberedProduct, useCart } from '../../cart';
import { Skeleton } from '../../../shared/ui/state-panel';
import { ProductTile, type TileLayout } from './product-tile';
import styles from './product-results.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/** Pictures of the first rows load at once; the rest when scrolled near. */
const EAGER_TILES = 4;

interface ProductResultsProps {
  products: readonly ProductSummary[] | undefined;
  layout: TileLayout;
  label: string;
  isPending?: boolean;
  skeletons?: number;
  /** Heading level of each product's name in the page outline. */
  level?: 2 | 3;
}

/**
 * Product tiles as a grid or as compact rows. A product remembered while signed out on this
 * page goes into the cart when the person is back here signed in.
 */
export function ProductResults({ products, layout, label, isPending = false, skeletons = 8, level = 2 }: ProductResultsProps) {
  useAddRememberedProduct(null, useCart());
  const listClass = { list: styles.rows, grid: styles.grid, auto: styles.auto }[layout];
  if (isPending || !products) {
    return (
      <ul className={listClass} aria-busy="true" aria-label={t('storefront.loadingProducts')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <Skeleton height={layout === 'list' ? 120 : 300} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={listClass} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.SKU}>
          <ProductTile product={p} layout={layout} isEager={i < EAGER_TILES} level={level} />
        </li>
      ))}
    </ul>
  );
}
