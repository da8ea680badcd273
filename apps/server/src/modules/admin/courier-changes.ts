import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AccountAdmin } from '../customer/index';
import type { Acting, AuditedChange } from './audited-change';

/** The couriers module's write of a courier's branch in the change's transaction (wiring gives it). */
export type SetCourierBranch = (
  tx: Database,
  accountId: number,
  branch: string | null,
) => Promise<{ before: string | null; after: string | null } | 'no-branch'>;

/**
 * Giving a courier their branch (issue 35, decision 075), like a staff member's: audited, one branch per courier;
 * null takes it away, and their page then refuses until another is given.
 */
export function createCourierChanges(deps: {
  change: AuditedChange;
  setBranch: SetCourierBranch;
  accounts: Pick<AccountAdmin, 'phoneOf'>;
}) {
  return {
    async setCourierBranch(acting: Acting, accountId: number, branch: string | null): Promise<AdminAccount> {
      return deps.change(acting, accountId, branch === null ? 'couriers.branchRemoved' : 'couriers.branchSet', async (tx) => {
        await deps.accounts.phoneOf(tx, accountId);
        const moved = await deps.setBranch(tx, accountId, branch);
        if (moved === 'no-branch') throw new AppError(backOfficeApiT('admin.branchNotFound', { branch: branch ?? '' }), 404);
        if (moved.before === moved.after) return null;
        return { targetText: moved.after ?? moved.before ?? '', before: { branch: moved.before }, after: { branch: moved.after } };
      });
    },
  };
}
