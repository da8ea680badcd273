import { formatMoney } from '@mostrador/shared/format/money';
import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import { PRODUCT_PAGE_PICTURE_SIZES, pictureSrcSet } from '@mostrador/shared/format/picture-widths';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { useCompanyStore, usePageTitle } from '../company';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Skeleton } from '../../shared/ui/state-panel';
import { productQuery } from './api/get-product';
import layoutStyles from '../../shared/ui/layout.module.css';
import textStyles from '../../shared/ui/text.module.css';
import styles from './catalogue.module.css';
import { ProductBuy } from './components/product-buy';
import { ProductAvailability } from './components/product-availability';
import { useUnitsHere } from './hooks/use-units-here';
import { promotionLabel } from './promotion-label';
import { brandLine } from './brand-line';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/** product_view/:SKU: pictures, price, promotion, prescription notice and availability by branch. */
export function ProductPage() {
  const { SKU = '' } = useParams();
  const query = useQuery(productQuery(SKU));
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const here = useUnitsHere(SKU);
  usePageTitle(query.data?.product.NAME ?? '');
  if (query.isPending) {
    return (
      <section className={styles.page} aria-busy="true" aria-label={t('productPage.cargandoProducto')}>
        <Skeleton height={320} />
        <Skeleton height={24} width="60%" />
      </section>
    );
  }
  if (query.isError) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const p = query.data.product;
  const promotion = promotionLabel(p.SOY_TU_FAN_JSON);
  return (
    <section className={styles.page} aria-labelledby="product-title">
      <div className={styles.detail}>
        {p.IMAGE ? (
          <img
            className={styles.detailPicture}
            src={`${imgUrl}${p.IMAGE}`}
            srcSet={pictureSrcSet(imgUrl, p.IMAGE)}
            sizes={PRODUCT_PAGE_PICTURE_SIZES}
            alt={p.NAME}
            width={600}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <span className={styles.detailPicture} />
        )}
        <div className={styles.page}>
          <h1 id="product-title" className={styles.title}>
            {p.NAME}
          </h1>
          <p className={textStyles.muted}>
            {p.PRESENTATION} · {brandLine(p.BRAND, p.LABORATORY)}
          </p>
          {p.ACTIVE_INGREDIENT ? (
            <p className={textStyles.muted}>
              {t('productPage.sustanciaActiva')} {p.ACTIVE_INGREDIENT}
            </p>
          ) : null}
          <span className={styles.price}>{formatMoney(p.PRICE)}</span>
          {promotion ? (
            <p>
              <span className={styles.badge}>{t('productPage.soyTuFan')}</span> {promotion}
            </p>
          ) : null}
          {p.REQUIRES_PRESCRIPTION && !isBranchOnly(p.MEDICINE_GROUP) ? (
            <p className={styles.notice} role="note">
              {t('productPage.esteMedicamentoRequiereRecetaMedica')}
            </p>
          ) : null}
          <ProductBuy product={p} here={here} />
          {p.DESCRIPTION ? <p>{p.DESCRIPTION}</p> : null}
          <div className={layoutStyles.chips}>
            {p.CATEGORIES.map((c) => (
              <Link key={`${c.TYPE}-${c.ID}`} className={styles.badge} to={pathTo('categories', { TYPE: c.TYPE, ID: c.ID })}>
                {c.NAME}
              </Link>
            ))}
          </div>
          <ProductAvailability availability={p.AVAILABILITY} />
        </div>
      </div>
    </section>
  );
}
