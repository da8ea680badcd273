import type { AccessName } from '@mostrador/shared/constants/access';
import type { AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { AccountDetailResponse, AdminAccount, InviteRequest } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditRecord, AuditService } from '../audit/index';
import type { SessionEvents, SessionsService } from '../auth/index';
import type { AccountAdmin } from '../customer/index';
import type { createManageAssignments } from '../staff/index';
import { createAccessChanges } from './access-changes';
import { createCourierChanges, type SetCourierBranch } from './courier-changes';
import type { Acting, AuditedChange } from './audited-change';
import { createStaffChanges } from './staff-changes';

export type RunInTransaction = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** Who, from where and why, as the audit trail records them. */
export const by = (acting: Acting) => ({ actorId: acting.session.accountId, ip: acting.ip, reason: acting.reason });

/** Person history shown beside an account: its latest audit entries. */
const HISTORY_SIZE = 50;

/**
 * People and access (`/admin/users_management`): each change runs in one transaction with its
 * audit row; what takes access away is announced after commit so open sockets feel it at once.
 */
export function createAdminService(deps: {
  transaction: RunInTransaction;
  accounts: AccountAdmin;
  assignments: ReturnType<typeof createManageAssignments>;
  sessions: Pick<SessionsService, 'revokeAllOn' | 'revokeStaffBranchTokensOn' | 'endBranchAccessOn'>;
  sessionEvents: SessionEvents;
  audit: AuditService;
  clock: Clock;
  /** Issue 35: a courier's branch, written by the couriers module. */
  setCourierBranch: SetCourierBranch;
}) {
  const { transaction, accounts, assignments, sessions, sessionEvents, audit, clock } = deps;

  const change: AuditedChange = async (
    acting: Acting,
    accountId: number,
    action: AuditAction,
    work: (tx: Database) => Promise<Partial<AuditRecord> | null>,
  ): Promise<AdminAccount> => {
    return transaction(async (tx) => {
      const record = await work(tx);
      if (record) await audit.record(tx, { ...by(acting), targetAccountId: accountId, action, ...record });
      return accounts.adminView(accountId, tx);
    });
  };
  return {
    search: (query: string, page: number, pageSize: number) => accounts.searchAccounts(query, page, pageSize),

    async detail(accountId: number): Promise<Omit<AccountDetailResponse, 'ok'>> {
      const account = await accounts.adminView(accountId);
      const { entries } = await audit.list({ targetId: accountId }, 1, HISTORY_SIZE);
      return { account, history: entries };
    },

    ...createAccessChanges({ change, accounts, sessions }),

    async setDisabled(acting: Acting, accountId: number, disabled: boolean): Promise<AdminAccount> {
      const account = await change(acting, accountId, disabled ? 'account.disabled' : 'account.enabled', async (tx) => {
        const { changed } = await accounts.setDisabled(tx, acting.session.accountId, accountId, disabled, clock.now());
        if (!changed) return null;
        const sessionsClosed = disabled ? await sessions.revokeAllOn(tx, accountId) : 0;
        return { before: { disabled: !disabled }, after: { disabled, sessionsClosed } };
      });
      if (disabled) sessionEvents.publish({ type: 'ACCOUNT_SIGNED_OUT', accountId });
      return account;
    },

    async closeSessions(acting: Acting, accountId: number): Promise<AdminAccount> {
      const account = await change(acting, accountId, 'sessions.closed', async (tx) => {
        await accounts.phoneOf(tx, accountId);
        return { after: { sessionsClosed: await sessions.revokeAllOn(tx, accountId) } };
      });
      sessionEvents.publish({ type: 'ACCOUNT_SIGNED_OUT', accountId });
      return account;
    },

    ...createStaffChanges({ change, assignments, sessions, sessionEvents, accounts }),
    ...createCourierChanges({ change, setBranch: deps.setCourierBranch, accounts }),

    async invite(acting: Acting, req: Pick<InviteRequest, 'PHONE' | 'NAME' | 'ACCESS'>): Promise<AdminAccount> {
      return transaction(async (tx) => {
        const accountId = await accounts.invite(tx, req.PHONE, req.NAME, req.ACCESS as AccessName[]);
        await audit.record(tx, {
          ...by(acting),
          action: 'account.invited',
          targetAccountId: accountId,
          after: { phone: req.PHONE, name: req.NAME, access: req.ACCESS },
        });
        return accounts.adminView(accountId, tx);
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
