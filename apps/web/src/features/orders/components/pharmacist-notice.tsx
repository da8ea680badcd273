import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import styles from './pharmacist-notice.module.css';

export interface PharmacistNoticeText {
  tone: 'waiting' | 'approved' | 'rejected';
  title: string;
  text: string | null;
}

/**
 * What the order page says of the pharmacist's check (decision 071): the customer reads «Tu receta
 * está en revisión», then the approval or the rejection with its reason; the branch reads «Espera
 * farmacéutico». Nothing when the order needed no check.
 */
export function pharmacistNoticeOf(
  order: Pick<OrderDetails, 'PHARMACIST_CHECK' | 'PHARMACIST_REASON'>,
  isOwner: boolean,
): PharmacistNoticeText | null {
  const reason = order.PHARMACIST_REASON ? t('pharmacy.order.reason', { reason: order.PHARMACIST_REASON }) : null;
  switch (order.PHARMACIST_CHECK) {
    case 'pending':
      return isOwner
        ? { tone: 'waiting', title: t('pharmacy.order.pending'), text: t('pharmacy.order.pendingHint') }
        : { tone: 'waiting', title: t('pharmacy.monitor.waiting'), text: t('pharmacy.monitor.waitingHint') };
    case 'approved':
      return { tone: 'approved', title: isOwner ? t('pharmacy.order.approved') : t('pharmacy.monitor.approved'), text: null };
    case 'rejected':
      return { tone: 'rejected', title: t('pharmacy.order.rejected'), text: reason };
    default:
      return null;
  }
}

/** The notice under the order's head; it follows the live channel (the page re-reads on PHARMACIST_CHECK). */
export function PharmacistNotice({
  order,
  isOwner,
}: {
  order: Pick<OrderDetails, 'PHARMACIST_CHECK' | 'PHARMACIST_REASON'>;
  isOwner: boolean;
}) {
  const notice = pharmacistNoticeOf(order, isOwner);
  if (!notice) return null;
  return (
    <div className={styles.notice} data-tone={notice.tone} role="status">
      <strong>{notice.title}</strong>
      {notice.text ? <p className={styles.text}>{notice.text}</p> : null}
    </div>
  );
}
