import { formatMoney } from '@mostrador/shared/format/money';
import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import type { BarcodeResponse } from '@mostrador/shared/schemas/barcode';
import { useImageUrl } from '../../company';
import { useEscapeKey } from '../hooks/use-escape-key';
import type { PriceCheck } from '../hooks/use-price-check';
import { kioskPromotion } from '../promotion-text';
import styles from '../kiosk.module.css';

function stockText(units: number): string {
  if (units <= 0) return kioskT('kiosk.stockNone');
  return units === 1 ? kioskT('kiosk.stockOne') : kioskT('kiosk.stock', { units: units.toLocaleString('es-MX') });
}

function ProductAnswer({ answer }: { answer: BarcodeResponse }) {
  const toImage = useImageUrl();
  const { product, BRANCH } = answer;
  const promotion = kioskPromotion(product.SOY_TU_FAN_JSON, product.PRICE);
  return (
    <article className={styles.product} aria-labelledby="kiosk-product-name">
      <div className={styles.productPicture}>
        {product.IMAGE ? <img src={toImage(product.IMAGE)} alt="" width={480} height={480} /> : null}
      </div>
      <div className={styles.productFacts}>
        <h2 id="kiosk-product-name" className={styles.productName}>
          {product.NAME}
        </h2>
        {product.PRESENTATION ? <p className={styles.presentation}>{product.PRESENTATION}</p> : null}
        <p className={styles.price} data-testid="kiosk-price">
          {formatMoney(product.PRICE)}
        </p>
        {promotion ? (
          <p className={styles.promotion}>
            <strong>{kioskT('kiosk.promotion')}:</strong> {promotion.label}
            {promotion.promoPrice !== null ? (
              <span className={styles.promoPrice}>{kioskT('kiosk.promoPrice', { price: formatMoney(promotion.promoPrice) })}</span>
            ) : null}
          </p>
        ) : null}
        {product.REQUIRES_PRESCRIPTION ? <p className={styles.prescription}>{kioskT('kiosk.prescription')}</p> : null}
        {BRANCH ? (
          <p className={BRANCH.UNITS > 0 ? styles.stock : `${styles.stock} ${styles.stockNone}`}>{stockText(BRANCH.UNITS)}</p>
        ) : null}
        <p className={styles.code}>{kioskT('kiosk.barcode', { code: product.BARCODE })}</p>
      </div>
    </article>
  );
}

/**
 * The price checker's answer over the ads, in large type. Nobody touches the screen: it leaves by
 * itself (RESULT_SHOWN_MS), at the next scan, or with Escape on a keyboard; no on-screen button.
 */
export function PricePanel({ state, onClose }: { state: Exclude<PriceCheck, { kind: 'idle' }>; onClose: () => void }) {
  useEscapeKey(onClose);
  return (
    <section className={styles.result} aria-live="assertive" aria-label={kioskT('kiosk.checkerTitle')}>
      {state.kind === 'searching' ? <p className={styles.message}>{kioskT('kiosk.searching')}</p> : null}
      {state.kind === 'found' ? <ProductAnswer answer={state.answer} /> : null}
      {state.kind === 'notFound' ? (
        <div role="alert" className={styles.notFound}>
          <h2 className={styles.notFoundTitle}>{kioskT('kiosk.notFound')}</h2>
          <p className={styles.message}>{kioskT('kiosk.notFoundHint', { code: state.code })}</p>
        </div>
      ) : null}
      {state.kind === 'notBarcode' ? (
        <div role="alert" className={styles.notFound}>
          <h2 className={styles.notFoundTitle}>{kioskT('kiosk.notBarcode')}</h2>
          <p className={styles.message}>{kioskT('kiosk.notBarcodeHint', { code: state.code })}</p>
        </div>
      ) : null}
      {state.kind === 'branchUnknown' ? <p className={styles.message}>{kioskT('kiosk.branchUnknownTitle')}</p> : null}
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.message}>
          {state.message}
        </p>
      ) : null}
      {state.kind === 'searching' ? null : <p className={styles.backHint}>{kioskT('kiosk.backHint')}</p>}
    </section>
  );
}
