import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import { SHARE_TOKEN_PATTERN } from '@mostrador/shared/schemas/tracking';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError, messageOf } from '../../shared/api/api-error';
import { IconClock } from '../../shared/ui/icons';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import { sharedTrackerQuery } from './api/get-shared-tracker';
import { OrderTracker } from './components/order-tracker';
import styles from './orders.module.css';
import trackStyles from './track-page.module.css';

/**
 * /track/:token (issue 35, decision 077): a shared order's stages, the courier's first name and the estimate, without
 * signing in; nothing else of the order. The server's head marks it noindex and robots.txt keeps crawlers out.
 */
export function TrackPage() {
  const token = useParams().token ?? '';
  const isWellFormed = SHARE_TOKEN_PATTERN.test(token);
  const query = useQuery({ ...sharedTrackerQuery(token), enabled: isWellFormed });
  // 404 (never issued) and 410 (revoked or past its end) say so in the server's words.
  const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410) ? query.error : null;
  return (
    <div className={`${styles.page} ${trackStyles.page}`}>
      {!isWellFormed || gone ? (
        <section className={styles.section}>
          <StatePanel
            level={1}
            icon={<IconClock size={32} />}
            title={t('tracker.sharedTitle')}
            text={gone ? messageOf(gone) : t('share.notFound')}
            role="alert"
          />
        </section>
      ) : query.data ? (
        <>
          <h1 className={styles.title}>{t('tracker.sharedTitle')}</h1>
          <OrderTracker tracker={query.data.tracker} title={t('tracker.stages')} note={t('share.updatesEvery')} />
        </>
      ) : query.isError ? (
        <section className={styles.section}>
          <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
        </section>
      ) : (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
    </div>
  );
}
