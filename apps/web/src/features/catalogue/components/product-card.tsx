import { formatMoney } from '@mostrador/shared/format/money';
import { pictureSrcSet } from '@mostrador/shared/format/picture-widths';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { Link } from 'react-router';
import { useCompanyStore } from '../../company';
import { pathTo } from '../../../shared/ui/navigation/routes';
import textStyles from '../../../shared/ui/text.module.css';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../catalogue.module.css';
import { promotionLabel } from '../promotion-label';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

export function ProductCard({ product: p }: { product: ProductSummary }) {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const promotion = promotionLabel(p.SOY_TU_FAN_JSON);
  return (
    <Link to={pathTo('product_view', { SKU: p.SKU })} className={styles.card}>
      {p.IMAGE ? (
        <img
          className={styles.picture}
          src={`${imgUrl}${p.IMAGE}`}
          srcSet={pictureSrcSet(imgUrl, p.IMAGE)}
          sizes="(max-width: 599px) 45vw, 240px"
          alt=""
          loading="lazy"
          width={320}
          height={320}
        />
      ) : (
        <span className={styles.picture} />
      )}
      <h2 className={styles.name}>{p.NAME}</h2>
      <span className={textStyles.muted}>{p.PRESENTATION}</span>
      <div className={layoutStyles.chips}>
        {promotion ? <span className={styles.badge}>{promotion}</span> : null}
        {p.REQUIRES_PRESCRIPTION ? <span className={styles.rx}>{t('productCard.requiereReceta')}</span> : null}
      </div>
      <span className={styles.price}>{formatMoney(p.PRICE)}</span>
    </Link>
  );
}
