import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '../../../shared/notify/notify';
import { IconClose } from '../../../shared/ui/icons';
import uiStyles from '../../../shared/ui/ui.module.css';
import { shareTracking, unshareTracking } from '../api/share-tracking';
import { formatDateTime } from '../order-date';
import styles from './share-tracking.module.css';

/**
 * «Compartir seguimiento» (decision 077): a link to the stages and the estimate alone, copied or handed to the phone's
 * share sheet; «Dejar de compartir» ends every link of the order. The URL exists only in this answer (the server keeps
 * its hash), so after a reload the page says until when a link is live and offers a new one.
 */
export function ShareTracking({ token, orderId, sharedUntil }: { token: string; orderId: number; sharedUntil: string | null }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const reread = () => void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
  const share = useMutation({
    mutationFn: () => shareTracking(token, orderId),
    onSuccess: (answer) => {
      setUrl(answer.URL);
      reread();
    },
    onError: (error) => notifyError(error),
  });
  const unshare = useMutation({
    mutationFn: () => unshareTracking(token, orderId),
    onSuccess: () => {
      setUrl(null);
      notify({ type: 'positive', message: t('share.revoked') });
      reread();
    },
    onError: (error) => notifyError(error),
  });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify({ type: 'positive', message: t('share.copied') });
    } catch {
      notify({ type: 'warning', message: t('share.copyFailed') });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const isLive = url !== null || sharedUntil !== null;

  return (
    <div className={styles.share} data-testid="share-tracking">
      {url ? (
        <>
          <label className={styles.field}>
            <span>{t('share.linkLabel')}</span>
            <input className={styles.link} readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
          </label>
          <p className={styles.help}>{t('share.created')}</p>
          <div className={styles.actions}>
            <button type="button" className={uiStyles.button} onClick={() => void copy(url)}>
              {t('share.copy')}
            </button>
            {canShare ? (
              <button
                type="button"
                className={uiStyles.buttonSubtle}
                onClick={() => void navigator.share({ title: t('share.sendTitle'), url }).catch(() => undefined)}
              >
                {t('share.send')}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={uiStyles.button} disabled={share.isPending} onClick={() => share.mutate()}>
            {t('share.create')}
          </button>
        </div>
      )}
      {sharedUntil ? <p className={styles.help}>{t('share.active', { date: formatDateTime(sharedUntil) })}</p> : null}
      {isLive ? (
        <div className={styles.actions}>
          <button type="button" className={uiStyles.buttonSubtle} disabled={unshare.isPending} onClick={() => unshare.mutate()}>
            <IconClose size={16} /> {t('share.revoke')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
