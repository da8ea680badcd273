import { useState } from 'react';
import { pushT as t } from '@mostrador/shared/messages/es-MX-push';
import { notify, notifyError } from '../../../shared/notify/notify';
import { subscribePush } from '../api/subscribe-push';
import { isPushSupported, subscribeThisDevice } from '../push-device';
import uiStyles from '../../../shared/ui/ui.module.css';
import styles from './push-offer.module.css';

export interface PushOfferProps {
  /** 'customer': the account's orders; 'staff': also the branch's new orders (needs the branch token). */
  kind: 'customer' | 'staff';
  token: string | null;
  branchToken?: string | null;
  /** Extra class of the offer's box, e.g. a panel where it stands on its own (the monitor). */
  className?: string;
}

/**
 * "Avisarme cuando cambie mi pedido" / "Avisarme de pedidos nuevos": asks the browser's permission
 * only on this click. Refused → the toast in docs/product.md#push-notifications; a browser without Web Push never sees the offer.
 */
export function PushOffer({ kind, token, branchToken, className = '' }: PushOfferProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'enabled'>('idle');
  if (!token || !isPushSupported()) return null;
  if (state === 'enabled')
    return (
      <p className={`${styles.done} ${className}`} role="status">
        {t('push.enabled')}
      </p>
    );

  const enable = async () => {
    setState('busy');
    try {
      const { outcome, subscription } = await subscribeThisDevice();
      if (outcome === 'denied') notify({ type: 'negative', message: t('push.permissionBlocked') });
      if (outcome !== 'enabled' || !subscription) return setState('idle');
      await subscribePush(token, subscription, kind === 'staff' ? branchToken : null);
      notify({ type: 'positive', message: t('push.enabled') });
      setState('enabled');
    } catch (error) {
      notifyError(error);
      setState('idle');
    }
  };
  return (
    <div className={`${styles.offer} ${className}`}>
      <button
        type="button"
        className={uiStyles.buttonSubtle}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void enable()}
        data-testid={`push-offer-${kind}`}
      >
        {kind === 'staff' ? t('push.offer.staff') : t('push.offer.customer')}
      </button>
      <p className={styles.hint}>{kind === 'staff' ? t('push.offer.staffHint') : t('push.offer.customerHint')}</p>
    </div>
  );
}
