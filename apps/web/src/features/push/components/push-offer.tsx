import { useState } from 'react';
import { pushT as t } from '@mostrador/shared/messages/es-MX-push';
import { notify } from '../../../shared/notify/notify';
import { subscribePush } from '../api/subscribe-push';
import { useKnownPushProblem } from '../hooks/use-known-push-problem';
import { subscribeThisDevice } from '../push-device';
import { pushProblemMessage, pushProblemOf } from '../push-problem';
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
 * only on this click. Where push cannot work (no Web Push, an insecure page, notifications
 * blocked) the offer says so instead of a button; a failure after the click says why (decision
 * 054), and a refusal shows the toast in docs/product.md#push-notifications.
 */
export function PushOffer({ kind, token, branchToken, className = '' }: PushOfferProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'enabled'>('idle');
  const problem = useKnownPushProblem();
  if (!token) return null;
  if (state === 'enabled')
    return (
      <p className={`${styles.done} ${className}`} role="status">
        {t('push.enabled')}
      </p>
    );
  if (problem)
    return (
      <div className={`${styles.offer} ${className}`} data-testid={`push-offer-${kind}-problem`}>
        <p className={styles.hint}>{t(`push.problem.${problem}`)}</p>
      </div>
    );

  const enable = async () => {
    setState('busy');
    try {
      const subscription = await subscribeThisDevice();
      await subscribePush(token, subscription, kind === 'staff' ? branchToken : null);
      notify({ type: 'positive', message: t('push.enabled'), clearsErrors: true });
      setState('enabled');
    } catch (error) {
      const message = pushProblemOf(error) === 'blocked' ? t('push.permissionBlocked') : pushProblemMessage(error);
      notify({ type: 'negative', message });
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
