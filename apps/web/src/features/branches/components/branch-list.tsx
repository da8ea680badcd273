import type { Branch } from '@mostrador/shared/schemas/company';
import type { ReactNode } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { useBranchesInfo } from '../api/get-branches-info';
import { BranchCard, BranchCardSkeleton, branchGridClass } from './branch-card';
import { EmptyState, ErrorState } from '../../../shared/ui/state-panel';
import { t } from '@mostrador/shared/messages/es-MX';

interface BranchListProps {
  /** Show at most this many (the home page shows a few). */
  limit?: number;
  level?: 2 | 3;
  footer?: (branch: Branch) => ReactNode;
}

/** GET /company/branchesInfo as cards, with loading, empty and error states. */
export function BranchList({ limit, level = 3, footer }: BranchListProps) {
  const query = useBranchesInfo();
  if (query.isPending) {
    return (
      <ul className={branchGridClass} aria-busy="true" aria-label={t('branch.loading')}>
        {Array.from({ length: Math.min(limit ?? 6, 6) }, (_, i) => (
          <li key={i}>
            <BranchCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const branches = query.data.branchesInfo.slice(0, limit);
  if (branches.length === 0) {
    return <EmptyState title={t('branch.none')} text={t('branch.soon')} />;
  }
  return (
    <ul className={branchGridClass}>
      {branches.map((branch) => (
        <li key={branch.BRANCH}>
          <BranchCard branch={branch} level={level} footer={footer?.(branch)} />
        </li>
      ))}
    </ul>
  );
}
