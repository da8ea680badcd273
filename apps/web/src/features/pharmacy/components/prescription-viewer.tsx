import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState, Spinner } from '../../../shared/ui/state-panel';
import { orderPrescriptionsQuery } from '../api';
import styles from '../pharmacy.module.css';

/**
 * The order's prescription beside its lines: a picture inline, a PDF embedded (and a link to open it
 * in its own tab), through the prescriptions module's short-lived signed links. Each view is audited.
 */
export function PrescriptionViewer({ token, orderId }: { token: string; orderId: number }) {
  const files = useQuery(orderPrescriptionsQuery(token, orderId));
  if (files.isPending) return <Spinner />;
  if (files.isError) return <ErrorState message={messageOf(files.error)} onRetry={() => void files.refetch()} />;
  const list = files.data.prescriptions;
  if (list.length === 0) return <p className={styles.muted}>{t('pharmacy.ui.noFile')}</p>;
  return (
    <div className={styles.files}>
      {list.map((file) =>
        file.URL === null ? (
          <p key={file.ID} className={styles.muted}>
            {t('pharmacy.ui.purged')}
          </p>
        ) : file.CONTENT_TYPE === 'application/pdf' ? (
          <div key={file.ID} className={styles.file}>
            <iframe className={styles.pdf} src={file.URL} title={t('pharmacy.ui.pdfTitle', { id: orderId })} />
            <a href={file.URL} target="_blank" rel="noreferrer noopener">
              {t('pharmacy.ui.openPdf')}
            </a>
          </div>
        ) : (
          <div key={file.ID} className={styles.file}>
            <img className={styles.image} src={file.URL} alt={t('pharmacy.ui.imageAlt', { id: orderId })} />
            <a href={file.URL} target="_blank" rel="noreferrer noopener">
              {t('pharmacy.ui.openImage')}
            </a>
          </div>
        ),
      )}
    </div>
  );
}
