import type { Branch } from '@mostrador/shared/schemas/company';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { ReactNode } from 'react';
import styles from './branch-card.module.css';
import { todayHours } from '../branch-hours';
import { IconClock, IconMapPin, IconPhone } from '../../../shared/ui/icons';
import { Skeleton } from '../../../shared/ui/state-panel';
import { t } from '@mostrador/shared/messages/es-MX';

interface BranchCardProps {
  branch: Branch;
  /** Heading level inside the page outline. */
  level?: 1 | 2 | 3;
  footer?: ReactNode;
  now?: Date;
}

/** A branch at a glance: name, address, phone (tel: link) and today's hours. */
export function BranchCard({ branch, level = 3, footer, now }: BranchCardProps) {
  const Heading = `h${level}` as const;
  const today = todayHours(branch.HOURS, now);
  return (
    <article className={styles.card} aria-labelledby={`branch-${branch.BRANCH}`}>
      <Heading id={`branch-${branch.BRANCH}`} className={styles.name}>
        {branch.NAME}
      </Heading>
      <p className={styles.row}>
        <IconMapPin size={18} />
        <span>
          {branch.ADDRESS}, {branch.COLONIA}, {branch.CITY}
        </span>
      </p>
      {branch.PHONE ? (
        <p className={styles.row}>
          <IconPhone size={18} />
          <a className={styles.phone} href={`tel:+52${branch.PHONE.replace(/\D/g, '')}`}>
            {formatPhone(branch.PHONE)}
          </a>
        </p>
      ) : null}
      <p className={styles.row}>
        <IconClock size={18} />
        <span>
          {t('branch.today')} {today.text}
          {today.isAllDay ? null : (
            <span className={today.isOpenNow ? styles.open : styles.closed}>
              {today.isOpenNow ? t('branch.openNow') : t('branch.closedNow')}
            </span>
          )}
        </span>
      </p>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}

export function BranchCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="60%" height={20} />
      <Skeleton height={14} />
      <Skeleton width="40%" height={14} />
      <Skeleton width="50%" height={14} />
    </div>
  );
}

export const branchGridClass = styles.grid;
