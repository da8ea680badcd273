import { ACCESS, type AccessName } from '@mostrador/shared/constants/access';
import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { refuseAdminLoss } from '../../policies/admin';
import { accountSearchQuery, SEARCH_CANDIDATES, type AccountAdminRepository, type AdminAccountRow } from './account-admin-repository';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

const presentAdminAccount = (r: AdminAccountRow): AdminAccount => ({
  ID: r.id,
  PHONE: r.phone,
  NAME: r.name,
  EMAIL: r.email,
  ACCESS: r.access,
  STAFF: r.staff,
  COURIER_BRANCH: r.courier_branch ?? null,
  DISABLED: r.disabled_at !== null,
  CREATED_AT: iso(r.created_at) ?? '',
  LAST_SIGN_IN: iso(r.last_sign_in),
  OPEN_SESSIONS: r.open_sessions,
});

/** An invited person has no password until they set one by SMS: this never verifies. */
const NO_PASSWORD_YET = '!invited';

/**
 * The back office's side of accounts (the customer module owns accounts and their access): find,
 * grant and revoke access, disable and enable, invite. Changes run in the caller's transaction
 * (the admin module audits them there) and keep the chain with at least one active admin.
 */
export function createAccountAdmin(deps: { repo: AccountAdminRepository }) {
  const { repo } = deps;
  const lockTarget = async (r: ReturnType<AccountAdminRepository['on']>, id: number) => {
    const row = await r.lockAccount(id);
    if (!row) throw new AppError(backOfficeApiT('admin.accountNotFound', { id }), 404);
    return row;
  };
  const assertAdminRemains = async (r: ReturnType<AccountAdminRepository['on']>, actorId: number, targetId: number) => {
    const refusal = refuseAdminLoss(actorId, targetId, await r.lockAdmins());
    if (refusal) throw new AppError(backOfficeApiT(refusal), 409);
  };

  return {
    /** A page of matches, whether another follows, and whether the query matched too many people to list. */
    async searchAccounts(query: string, page: number, pageSize: number) {
      const tsquery = query === '' ? null : accountSearchQuery(query);
      if (query !== '' && tsquery === null) return { accounts: [], hasMore: false, manyMatches: false };
      const rows = await repo.search(tsquery, pageSize + 1, (page - 1) * pageSize);
      const manyMatches = tsquery !== null && (rows[0]?.matches ?? 0) > SEARCH_CANDIDATES;
      return { accounts: rows.slice(0, pageSize).map(presentAdminAccount), hasMore: rows.length > pageSize, manyMatches };
    },

    async adminView(id: number, tx?: Database): Promise<AdminAccount> {
      const row = await (tx ? repo.on(tx) : repo).byId(id);
      if (!row) throw new AppError(backOfficeApiT('admin.accountNotFound', { id }), 404);
      return presentAdminAccount(row);
    },

    /** Grants or takes one access entry; false when nothing changed. Locks the admins first when ADMIN is taken. */
    async setAccess(tx: Database, actorId: number, accountId: number, access: AccessName, granted: boolean) {
      const r = repo.on(tx);
      if (!granted && access === ACCESS.ADMIN) await assertAdminRemains(r, actorId, accountId);
      const account = await lockTarget(r, accountId);
      const changed = granted ? await r.grant(accountId, access) : await r.revoke(accountId, access);
      return { changed, phone: account.phone };
    },

    /** Disables (no sign-in; the auth module ends its sessions) or enables; false when nothing changed. */
    async setDisabled(tx: Database, actorId: number, accountId: number, disabled: boolean, now: Date) {
      const r = repo.on(tx);
      if (disabled) await assertAdminRemains(r, actorId, accountId);
      const account = await lockTarget(r, accountId);
      if ((account.disabledAt !== null) === disabled) return { changed: false, phone: account.phone };
      await r.setDisabledAt(accountId, disabled ? now : null);
      return { changed: true, phone: account.phone };
    },

    /** A new account for a phone with the chosen access; the person sets their password by SMS recovery. */
    async invite(tx: Database, phone: string, name: string, access: readonly AccessName[]): Promise<number> {
      const created = await repo.on(tx).insertInvited({ phone, name, passwordHash: NO_PASSWORD_YET }, [...new Set(access)]);
      if (created === null) throw new AppError(backOfficeApiT('admin.phoneTaken', { phone }), 409);
      return created;
    },

    async phoneOf(tx: Database, accountId: number): Promise<string> {
      return (await lockTarget(repo.on(tx), accountId)).phone;
    },
  };
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
