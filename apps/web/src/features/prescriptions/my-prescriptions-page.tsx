import type { MyPrescription } from '@mostrador/shared/schemas/prescriptions';
import { formatDateLong } from '@mostrador/shared/format/date';
import { prescriptionsT as t } from '@mostrador/shared/messages/es-MX-prescriptions';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import textStyles from '../../shared/ui/text.module.css';
import uiStyles from '../../shared/ui/ui.module.css';
import { useAuthStore } from '../auth';
import { fetchMyPrescriptions } from './api';
import styles from './prescriptions.module.css';

/**
 * /account/my_prescriptions (issue 34): the customer's prescriptions, newest first, with «Ver» and
 * «Descargar» through 5-minute signed links (refetched when the window regains focus, so a link
 * shown is a live one).
 */
export function MyPrescriptionsPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const query = useQuery({
    queryKey: ['prescriptions', 'mine'],
    queryFn: ({ signal }) => fetchMyPrescriptions(token, signal),
    enabled: token !== '',
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });
  return (
    <section aria-labelledby="rx-title">
      <h1 id="rx-title" className={textStyles.pageTitle}>
        {t('rx.mine.title')}
      </h1>
      <p className={textStyles.muted}>{t('rx.mine.note')}</p>
      {query.isPending ? (
        <Spinner label={t('rx.mine.title')} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <StatePanel title={t('rx.mine.empty')} role="status" />
      ) : (
        <ul className={styles.list}>
          {query.data.map((p) => (
            <PrescriptionItem key={p.ID} p={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PrescriptionItem({ p }: { p: MyPrescription }) {
  return (
    <li className={styles.item}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rx.mine.date')}</dt>
          <dd>{formatDateLong(p.CREATED_AT)}</dd>
        </div>
        <div>
          <dt>{t('rx.mine.order')}</dt>
          <dd>{p.ORDER_ID ? <Link to={pathTo('order_view', { ID: p.ORDER_ID })}>{p.ORDER_ID}</Link> : t('rx.mine.noOrder')}</dd>
        </div>
        <div>
          <dt>{t('rx.mine.type')}</dt>
          <dd>{p.CONTENT_TYPE === 'application/pdf' ? t('rx.mine.pdf') : t('rx.mine.photo')}</dd>
        </div>
      </dl>
      {p.URL && p.DOWNLOAD_URL ? (
        <div className={styles.actions}>
          <a className={uiStyles.buttonSubtle} href={p.URL} target="_blank" rel="noopener noreferrer">
            {t('rx.mine.view')}
          </a>
          <a className={uiStyles.button} href={p.DOWNLOAD_URL} download>
            {t('rx.mine.download')}
          </a>
        </div>
      ) : (
        <span className={textStyles.muted}>{t('rx.mine.purged')}</span>
      )}
    </li>
  );
}
