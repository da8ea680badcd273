import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { StaffRepository } from './repository';

/** What an assignment was and became, for the audit trail; `moved` when the branch changed. */
export interface AssignmentChange {
  before: { branch: string; accountPhone: string | null } | null;
  after: { branch: string; accountPhone: string } | null;
  /** The branch whose monitors lose this person (a move or a removal); null otherwise. */
  leftBranch: string | null;
}

/**
 * The back office's side of staff assignments (Google e-mail → branch, for one person): bind,
 * move, remove, inside the caller's transaction. The caller revokes the branch tokens the old
 * assignment opened (the auth module owns them).
 */
export function createManageAssignments(deps: { repo: StaffRepository; allowedDomain: string | null }) {
  const { repo, allowedDomain } = deps;
  return {
    async assign(tx: Database, email: string, branch: string, accountPhone: string): Promise<AssignmentChange> {
      if (allowedDomain && !email.endsWith(`@${allowedDomain.toLowerCase()}`))
        throw new AppError(backOfficeApiT('admin.staffEmailDomain', { domain: allowedDomain }), 400);
      const r = repo.on(tx);
      if ((await r.branchName(branch)) === null) throw new AppError(backOfficeApiT('admin.branchNotFound', { branch }), 404);
      const before = await r.lockAssignment(email);
      if (before?.accountPhone && before.accountPhone !== accountPhone)
        throw new AppError(backOfficeApiT('admin.staffEmailTaken', { email }), 409);
      await r.upsert(email, branch, accountPhone);
      return {
        before: before && { branch: before.branch, accountPhone: before.accountPhone },
        after: { branch, accountPhone },
        leftBranch: before && before.branch !== branch ? before.branch : null,
      };
    },

    async remove(tx: Database, email: string): Promise<AssignmentChange> {
      const r = repo.on(tx);
      const before = await r.lockAssignment(email);
      if (!before) throw new AppError(backOfficeApiT('admin.staffNotFound', { email }), 404);
      await r.remove(email);
      return { before: { branch: before.branch, accountPhone: before.accountPhone }, after: null, leftBranch: before.branch };
    },
  };
}
