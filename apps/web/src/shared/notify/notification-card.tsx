import { NOTIFY_PROGRESS_EXTRA_MS } from '@mostrador/shared/constants/limits';
import type { NotifyType } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import { IconAlert, IconClose, IconInfo } from '../ui/icons';
import classes from './notifications-host.module.css';
import { closesItself, dismissNotification } from './notify-store';
import type { NotificationItem } from './notify-store';

/** Said before the message by screen readers: the colour alone must not carry the meaning. */
const TYPE_LABEL: Record<NotifyType, string> = {
  positive: t('notice.success'),
  negative: t('notice.error'),
  warning: t('notice.warning'),
  info: t('notice.info'),
  ongoing: t('notice.ongoing'),
};

/** docs/product.md#constants-and-limits: the bar outlives the timeout by 1000 ms so it visibly reaches its end. */
export function progressDurationMs(timeout: number): number {
  return timeout + NOTIFY_PROGRESS_EXTRA_MS;
}

function TypeIcon({ type }: { type: NotifyType }) {
  if (type === 'ongoing') return <span className={classes.spinner} aria-hidden="true" data-part="spinner" />;
  if (type === 'info') return <IconInfo className={classes.icon} size={20} />;
  if (type === 'positive') {
    return (
      <svg className={classes.icon} width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
      </svg>
    );
  }
  return <IconAlert className={classes.icon} size={20} />;
}

export function NotificationCard({ item }: { item: NotificationItem }) {
  const isUrgent = item.type === 'negative' || item.type === 'warning';
  return (
    <div
      className={classes.card}
      data-type={item.type}
      role={isUrgent ? 'alert' : 'status'}
      aria-live={isUrgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-busy={item.type === 'ongoing' || undefined}
    >
      <TypeIcon type={item.type} />
      <div className={classes.body}>
        <span className={classes.visuallyHidden}>{TYPE_LABEL[item.type]}: </span>
        <div data-part="message">{item.message}</div>
        {item.caption ? <div className={classes.caption}>{item.caption}</div> : null}
        {item.actions.length > 0 ? (
          <div className={classes.actions}>
            {item.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className={classes.button}
                onClick={() => {
                  action.onClick?.();
                  if (action.isDismissing !== false) dismissNotification(item.id);
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <button type="button" className={classes.close} aria-label={t('common.close')} onClick={() => dismissNotification(item.id)}>
        <IconClose size={16} />
      </button>
      {item.count > 1 ? (
        <span className={classes.badge} data-part="badge" data-badge-position={item.badgePosition}>
          <span aria-hidden="true">{item.count}</span>
          <span className={classes.visuallyHidden}>(×{item.count})</span>
        </span>
      ) : null}
      {closesItself(item) ? (
        <div
          key={item.run}
          className={classes.progress}
          data-part="progress"
          aria-hidden="true"
          style={{ animationDuration: `${progressDurationMs(item.timeout)}ms` }}
        />
      ) : null}
    </div>
  );
}
