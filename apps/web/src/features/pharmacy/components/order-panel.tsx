import { formatStamp } from '@mostrador/shared/format/date';
import { formatMoney } from '@mostrador/shared/format/money';
import { formatPhone } from '@mostrador/shared/format/phone';
import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyOrder } from '@mostrador/shared/schemas/pharmacy';
import uiStyles from '../../../shared/ui/ui.module.css';
import styles from '../pharmacy.module.css';
import { PrescriptionViewer } from './prescription-viewer';

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI'];

interface Props {
  token: string;
  order: PharmacyOrder;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The selected order: its prescription beside its lines (those that wait marked) and the doctor's data. */
export function OrderPanel({ token, order, busy, onApprove, onReject }: Props) {
  const doctor = order.DOCTOR;
  return (
    <section className={styles.panel} aria-labelledby="pharmacy-order-title">
      <header className={styles.panelHead}>
        <h2 id="pharmacy-order-title" className={styles.panelTitle}>
          {t('pharmacy.ui.folio', { id: order.ID })} · {order.BRANCH_NAME}
        </h2>
        <div className={styles.decide}>
          <button type="button" className={uiStyles.button} onClick={onApprove} disabled={busy} aria-keyshortcuts="A">
            {t('pharmacy.ui.approve')}
          </button>
          <button type="button" className={uiStyles.buttonSubtle} onClick={onReject} disabled={busy} aria-keyshortcuts="R">
            {t('pharmacy.ui.reject')}
          </button>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.viewer}>
          <h3 className={styles.subTitle}>{t('pharmacy.ui.prescription')}</h3>
          <PrescriptionViewer token={token} orderId={order.ID} />
        </div>
        <div className={styles.facts}>
          <dl className={styles.dl}>
            <dt>{t('pharmacy.ui.customer')}</dt>
            <dd>{order.CUSTOMER_NAME}</dd>
            <dt>{t('pharmacy.ui.phone')}</dt>
            <dd>{formatPhone(order.PHONE)}</dd>
            <dt>{t('pharmacy.ui.doctor')}</dt>
            <dd>{doctor?.DOCTOR_NAME || t('pharmacy.ui.noDoctor')}</dd>
            <dt>{t('pharmacy.ui.cedula')}</dt>
            <dd>{doctor?.CEDULA || '—'}</dd>
            <dt>{t('pharmacy.ui.doctorAddress')}</dt>
            <dd>{doctor?.DOCTOR_ADDRESS || '—'}</dd>
            <dt>{t('pharmacy.ui.total')}</dt>
            <dd>{formatMoney(order.TOTAL)}</dd>
          </dl>
          <h3 className={styles.subTitle}>{t('pharmacy.ui.lines')}</h3>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.SKU} className={styles.line} data-rx={line.NEEDS_PRESCRIPTION}>
                <span className={styles.lineName}>
                  {line.NAME} <span className={styles.muted}>{line.PRESENTATION}</span>
                </span>
                <span className={styles.tags}>
                  {line.NEEDS_PRESCRIPTION ? <span className={styles.tag}>{t('pharmacy.ui.needsRx')}</span> : null}
                  {line.ANTIBIOTIC ? <span className={styles.tag}>{t('pharmacy.ui.antibiotic')}</span> : null}
                  {line.MEDICINE_GROUP ? (
                    <span className={styles.tag}>
                      {t('pharmacy.ui.group', { group: ROMAN[line.MEDICINE_GROUP] ?? line.MEDICINE_GROUP })}
                    </span>
                  ) : null}
                </span>
                <span className={styles.num}>{t('pharmacy.ui.units', { units: line.UNITS })}</span>
                <span className={styles.num}>{formatMoney(line.LINE_TOTAL)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('pharmacy.ui.waitingSince', { time: formatStamp(order.CREATED_AT) })}</p>
        </div>
      </div>
    </section>
  );
}
