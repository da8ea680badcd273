import type { AccessName } from '@mostrador/shared/constants/access';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { mayWatchBranch } from '../../policies/branches';
import type { SessionsService } from '../auth/index';
import type { AccountAdmin } from '../customer/index';
import type { Acting, AuditedChange } from './audited-change';

/**
 * Granting and taking one access entry. Taking away the last of BRANCH_STAFF and ALL_BRANCHES
 * also revokes every branch token of the person's sessions (and, by trigger, their branch push
 * subscriptions) in the change's transaction, counted in its audit row; after commit their
 * sockets leave the branch rooms.
 */
export function createAccessChanges(deps: {
  change: AuditedChange;
  accounts: Pick<AccountAdmin, 'setAccess' | 'adminView'>;
  sessions: Pick<SessionsService, 'endBranchAccessOn'>;
}) {
  const { change, accounts, sessions } = deps;
  return {
    async setAccess(acting: Acting, accountId: number, access: AccessName, granted: boolean): Promise<AdminAccount> {
      let announce = () => undefined as void;
      const account = await change(acting, accountId, granted ? 'access.granted' : 'access.revoked', async (tx) => {
        const { changed } = await accounts.setAccess(tx, acting.session.accountId, accountId, access, granted);
        if (!changed) return null;
        const record = { targetText: access, before: { access, granted: !granted }, after: { access, granted } };
        if (granted || mayWatchBranch({ access: (await accounts.adminView(accountId, tx)).ACCESS })) return record;
        const ended = await sessions.endBranchAccessOn(tx, accountId);
        announce = ended.announce;
        return ended.revoked > 0 ? { ...record, after: { ...record.after, branchTokensRevoked: ended.revoked } } : record;
      });
      announce();
      return account;
    },
  };
}
