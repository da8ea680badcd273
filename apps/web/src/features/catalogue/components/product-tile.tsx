import { formatMoney } from '@mostrador/shared/format/money';
import { pictureSrcSet } from '@mostrador/shared/format/picture-widths';
import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as mt } from '@mostrador/shared/messages/es-MX-medicine-groups';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { Link } from 'react-router';
import { useCompanyStore } from '../../company';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { brandLine } from '../brand-line';
import { promotionLabel } from '../promotion-label';
import styles from './product-tile.module.css';
import { TileCartControl } from './tile-cart-control';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/** Stored product pictures are square WebP, 600 or 640 px, most with smaller widths beside (decision 043). */
const PICTURE_SIZE = 600;

/** 'auto': the screen decides in CSS (rows on a phone), until the person picks (decision 081). */
export type TileLayout = 'grid' | 'list' | 'auto';

interface ProductTileProps {
  product: ProductSummary;
  layout?: TileLayout;
  /** Above the fold: the picture loads at once instead of lazily. */
  isEager?: boolean;
  /** Heading level inside the page outline. */
  level?: 2 | 3;
}

/**
 * A product in a list: square picture, name, presentation and brand, promotion and prescription
 * badges, price, "Agregar" (a units stepper once in the cart) and, in a grouped search, the
 * other brands of the same name with their prices.
 */
const SIZES: Record<TileLayout, string> = {
  list: '96px',
  grid: '(max-width: 599px) 45vw, 240px',
  auto: '(max-width: 599px) 96px, 240px',
};

export function ProductTile({ product: p, layout = 'grid', isEager = false, level = 3 }: ProductTileProps) {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const promotion = promotionLabel(p.SOY_TU_FAN_JSON);
  const Heading = `h${level}` as const;
  const href = pathTo('product_view', { SKU: p.SKU });
  const options = p.SAME_NAME && p.SAME_NAME.length > 1 ? p.SAME_NAME : null;
  return (
    <article className={`${styles.tile} ${styles[layout]}`}>
      <Link to={href} className={styles.frame} tabIndex={-1} aria-hidden="true">
        {p.IMAGE ? (
          <img
            className={styles.picture}
            src={`${imgUrl}${p.IMAGE}`}
            srcSet={pictureSrcSet(imgUrl, p.IMAGE)}
            alt=""
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            sizes={SIZES[layout]}
            loading={isEager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={href}>{p.NAME}</Link>
        </Heading>
        <p className={styles.meta}>
          {p.PRESENTATION} · {brandLine(p.BRAND, p.LABORATORY)}
        </p>
        {promotion || p.REQUIRES_PRESCRIPTION ? (
          <p className={styles.badges}>
            {promotion ? <span className={styles.promo}>{promotion}</span> : null}
            {p.REQUIRES_PRESCRIPTION ? <span className={styles.rx}>{t('tile.requiresPrescription')}</span> : null}
          </p>
        ) : null}
        {options ? <SameNameOptions name={p.NAME} options={options} total={p.SAME_NAME_TOTAL ?? options.length} /> : null}
        <div className={styles.buy}>
          <span className={styles.price}>{formatMoney(p.PRICE)}</span>
          {isBranchOnly(p.MEDICINE_GROUP) ? (
            // Issue 34: groups I–III are not ordered online; the product page says where to buy them.
            <Link to={href} className={styles.branchOnly}>
              {mt('mg.badge.branchOnly')}
            </Link>
          ) : (
            <TileCartControl sku={p.SKU} name={p.NAME} />
          )}
        </div>
      </div>
    </article>
  );
}

/** "4 opciones desde $25.00", then each brand with its price: a tap opens that product. */
function SameNameOptions({ name, options, total }: { name: string; options: NonNullable<ProductSummary['SAME_NAME']>; total: number }) {
  const cheapest = Math.min(...options.map((o) => o.PRICE));
  return (
    <details className={styles.options}>
      <summary>{t('tile.options', { count: total, price: formatMoney(cheapest) })}</summary>
      <ul aria-label={t('tile.optionsLabel', { name })}>
        {options.map((o) => (
          <li key={o.SKU}>
            <Link to={pathTo('product_view', { SKU: o.SKU })}>
              {brandLine(o.BRAND, o.LABORATORY)} · {formatMoney(o.PRICE)}
              {o.IN_STOCK ? null : <span className={styles.dim}> · {t('tile.outOfStock')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
