import { ACCESS } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';

/** Who may watch a branch: its staff, and chain-wide staff. */
const WATCH_BRANCH = [ACCESS.BRANCH_STAFF, ACCESS.ALL_BRANCHES] as const;

/** Signing in to a branch monitor, and every use of its branch token after: BRANCH_STAFF or ALL_BRANCHES. */
export const mayWatchBranch = (actor: Pick<Actor, 'access'>): boolean => hasAnyAccess(actor, WATCH_BRANCH);

/** Listing a branch's orders: the branch the session's branch token opens; any other only with ALL_BRANCHES. */
export const mayListBranchOrders = (actor: Actor, branch: string): boolean =>
  actor.branch?.branch === branch || hasAnyAccess(actor, [ACCESS.ALL_BRANCHES]);
