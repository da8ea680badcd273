import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayListBranchOrders } from '../../policies/branches';
import type { DayScope } from './day-summary';

/**
 * The branches an all-day summary adds up: those asked for, or the branch token's; each one by the
 * rule the monitor's list (lastOrders) follows, so the panel covers what the list shows and a
 * branch's staff only their own branch (403 otherwise, nothing read).
 */
export function daySummaryScope(session: Session, asked: readonly string[] | undefined): DayScope {
  if (!session.branch) throw new AppError(t('staff.branchTokenInvalid'), 403);
  const own = session.branch.branch;
  const branches = asked && asked.length > 0 ? [...new Set(asked)] : [own];
  if (!branches.every((branch) => mayListBranchOrders(session, branch))) throw new AppError(t('errors.forbidden'), 403);
  return { own, branches };
}
