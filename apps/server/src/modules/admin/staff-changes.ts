import type { AssignStaffRequest, RemoveStaffRequest } from '@mostrador/shared/schemas/admin';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import type { SessionEvents, SessionsService } from '../auth/index';
import type { AccountAdmin } from '../customer/index';
import type { AssignmentChange, createManageAssignments } from '../staff/index';
import type { Acting, AuditedChange } from './audited-change';

/**
 * Binding a Google e-mail to a branch for a person, moving and removing it: moving or removing
 * revokes the branch tokens the old assignment opened, and after commit their monitors leave the
 * old branch's room.
 */
export function createStaffChanges(deps: {
  change: AuditedChange;
  assignments: ReturnType<typeof createManageAssignments>;
  sessions: Pick<SessionsService, 'revokeStaffBranchTokensOn'>;
  sessionEvents: SessionEvents;
  accounts: Pick<AccountAdmin, 'phoneOf'>;
}) {
  const { change, assignments, sessions, sessionEvents } = deps;
  const endBranchAccess = async (tx: Database, email: string, moved: AssignmentChange) => {
    const revoked = await sessions.revokeStaffBranchTokensOn(tx, email);
    return () => {
      if (moved.leftBranch && revoked.length > 0)
        sessionEvents.publish({ type: 'BRANCH_ACCESS_ENDED', branch: moved.leftBranch, sessionIds: revoked.map((r) => r.sessionId) });
    };
  };
  // The account must exist (and is locked) before its phone is bound to an e-mail.
  const phoneOf = deps.accounts.phoneOf;

  return {
    async assignStaff(acting: Acting, req: Pick<AssignStaffRequest, 'ACCOUNT_ID' | 'EMAIL' | 'BRANCH'>): Promise<AdminAccount> {
      let announce = () => undefined as void;
      const account = await change(acting, req.ACCOUNT_ID, 'staff.assigned', async (tx) => {
        const phone = await phoneOf(tx, req.ACCOUNT_ID);
        const moved = await assignments.assign(tx, req.EMAIL, req.BRANCH, phone);
        if (moved.before?.branch === req.BRANCH && moved.before.accountPhone === phone) return null;
        if (moved.leftBranch) announce = await endBranchAccess(tx, req.EMAIL, moved);
        return {
          action: moved.leftBranch ? 'staff.moved' : 'staff.assigned',
          targetText: req.EMAIL,
          before: moved.before,
          after: moved.after,
        };
      });
      announce();
      return account;
    },

    async removeStaff(acting: Acting, req: Pick<RemoveStaffRequest, 'ACCOUNT_ID' | 'EMAIL'>): Promise<AdminAccount> {
      let announce = () => undefined as void;
      const account = await change(acting, req.ACCOUNT_ID, 'staff.removed', async (tx) => {
        await phoneOf(tx, req.ACCOUNT_ID);
        const removed = await assignments.remove(tx, req.EMAIL);
        announce = await endBranchAccess(tx, req.EMAIL, removed);
        return { targetText: req.EMAIL, before: removed.before, after: null };
      });
      announce();
      return account;
    },
  };
}
