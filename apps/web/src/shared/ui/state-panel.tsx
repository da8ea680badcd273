import type { ReactNode } from 'react';
import { IconAlert, IconInfo, IconRefresh } from './icons';
import styles from './ui.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

interface StatePanelProps {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** Headings keep the page outline: h1 for a whole screen, h2 inside a section. */
  level?: 1 | 2 | 3;
  role?: 'alert' | 'status';
  titleId?: string;
}

/** A centred message: empty lists, errors, "En construcción". */
export function StatePanel({ icon, title, text, children, level = 2, role, titleId }: StatePanelProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.state} role={role}>
      {icon ? <span className={styles.stateIcon}>{icon}</span> : null}
      <Heading id={titleId} className={styles.stateTitle}>
        {title}
      </Heading>
      {text ? <p className={styles.stateText}>{text}</p> : null}
      {children}
    </div>
  );
}

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return <StatePanel icon={<IconInfo size={32} />} title={title} text={text} role="status" />;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <StatePanel icon={<IconAlert size={32} />} title={t('app.loadFailed')} text={message} role="alert">
      {onRetry ? (
        <button type="button" className={styles.buttonSubtle} onClick={onRetry}>
          <IconRefresh size={18} /> {t('common.retry')}
        </button>
      ) : null}
    </StatePanel>
  );
}

export function Skeleton({ width = '100%', height = 16, label }: { width?: number | string; height?: number | string; label?: string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden={label ? undefined : true} aria-label={label} />;
}

export function Spinner({ label = t('common.loading') }: { label?: string }) {
  return <div className={styles.spinner} role="status" aria-label={label} />;
}
