import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import { pickupQrText } from '@mostrador/shared/pickup/pickup-code';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import { useMemo } from 'react';
import { encode } from 'uqr';
import { formatDateTime } from '../order-date';
import styles from './pickup-code-card.module.css';

/** The QR as one SVG path: a square per dark module, with the quiet zone uqr adds by default. */
function QrSvg({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(text, { ecc: 'M' });
    const parts: string[] = [];
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
    return { size: qr.size, path: parts.join('') };
  }, [text]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * «Listo para recoger» (issue 35): the customer's 6-digit code, large, and its QR for the counter
 * to scan, with where and until when. Only the order's customer ever receives the code.
 */
export function PickupCodeCard({ order }: { order: OrderDetails }) {
  if (!order.PICKUP_CODE) return null;
  const code = order.PICKUP_CODE;
  return (
    <section className={styles.card} aria-labelledby="pickup-code-title">
      <h2 id="pickup-code-title" className={styles.title}>
        {t('pickup.codeTitle')}
      </h2>
      <p className={styles.code} data-testid="pickup-code">
        {code.slice(0, 3)} {code.slice(3)}
      </p>
      <QrSvg text={pickupQrText(order.ID, code)} label={t('pickup.qrAlt', { id: order.ID })} />
      <p className={styles.help}>{t('pickup.codeHelp', { branch: order.BRANCH_NAME })}</p>
      {order.PICKUP_HOLD_UNTIL ? (
        <p className={styles.help}>{t('pickup.holdUntil', { date: formatDateTime(order.PICKUP_HOLD_UNTIL) })}</p>
      ) : null}
    </section>
  );
}
