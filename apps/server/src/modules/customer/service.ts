import { t } from '@mostrador/shared/messages/es-MX';
import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { Address, UpdateAccountRequest, User } from '@mostrador/shared/schemas/customer';
import { isCalendarDay } from '@mostrador/shared/validation/patterns';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { assertPasswordPolicy } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Session } from '../../plugins/session';
import { createManageAddresses } from './manage-addresses';

import { presentAddress, presentUser } from './presenter';
import type { AccountDetails, CustomerRepository } from './repository';

/** Guesses of the current password are throttled like sign-ins (the auth module's throttle). */
export type PasswordGuard = (phone: string, attempt: () => Promise<boolean>) => Promise<boolean | null>;
/**
 * Ends every other session of the account inside the caller's transaction (the auth module owns
 * sessions); the answer announces it after commit.
 */
export type RevokeOtherSessions = (tx: Database, accountId: number, keepSessionId: number) => Promise<() => void>;

/** An account as a sign-in answers it (docs/product.md#sign-in-and-phone-verification login response), with what the password check needs. */
export interface AccountProfile {
  accountId: number;
  passwordHash: string;
  user: User;
  access: string[];
  addresses: Address[];
  /** An admin disabled the account: no sign-in, no recovery. */
  disabled: boolean;
}

const profileOf = ({ account, access, addresses }: AccountDetails): AccountProfile => ({
  accountId: account.id,
  passwordHash: account.passwordHash,
  user: presentUser(account),
  access,
  addresses: addresses.map(presentAddress),
  disabled: account.disabledAt !== null,
});

/** BIRTH as typed (YYYY/MM/DD) or as on the wire (YYYY-MM-DD) → a real past day, or null for ''. */
export function parseBirth(value: string, today: Date): string | null {
  if (value === '') return null;
  const [y, m, d] = value.split(/[-/]/).map(Number) as [number, number, number];
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isCalendarDay(y, m, d) || y < 1900 || iso > today.toISOString().slice(0, 10)) throw new AppError(t('validation.birth'), 400);
  return iso;
}

/** The signed-in customer's own data and addresses; every call starts from the session. */
export function createCustomerService(deps: {
  repo: CustomerRepository;
  guardPassword: PasswordGuard;
  revokeOtherSessions: RevokeOtherSessions;
  clock: Clock;
}) {
  const { repo, guardPassword, revokeOtherSessions, clock } = deps;
  const addresses = createManageAddresses(repo);

  const assertOwnPhone = (session: Session, phone: string): void => {
    if (session.phone !== phone) throw new AppError(t('auth.phoneMismatch'), 403);
  };

  return {
    /** The account with its access list and addresses, in one query (sign-in and renewal). */
    async profile(accountId: number): Promise<AccountProfile | null> {
      const details = await repo.findAccountDetails({ id: accountId });
      return details ? profileOf(details) : null;
    },

    /** A sign-in's one read: the phone's account (null when none) and its sign-in failures since `since`. */
    async signInLookup(phone: string, since: Date): Promise<{ profile: AccountProfile | null; failures: Date[] }> {
      const { details, failures } = await repo.findForSignIn(phone, since);
      return { profile: details ? profileOf(details) : null, failures };
    },

    /** Registration inside the caller's transaction; null when the phone already has an account. */
    async createAccount(
      tx: Database,
      values: { phone: string; name: string; passwordHash: string },
      access: readonly string[],
    ): Promise<number | null> {
      return (await repo.on(tx).insertAccount(values, access))?.id ?? null;
    },

    /** Recovery inside the caller's transaction: the phone's account gets a new password; null when there is none. */
    async setPasswordByPhone(tx: Database, phone: string, passwordHash: string): Promise<number | null> {
      const r = repo.on(tx);
      const existing = await r.findAccountByPhone(phone);
      if (!existing) return null;
      if (existing.disabledAt !== null) throw new AppError(backOfficeApiT('admin.disabledAccount'), 403);
      return (await r.updateAccount(existing.id, { passwordHash })).id;
    },

    async updateAccount(session: Session, req: Omit<UpdateAccountRequest, 'token'>): Promise<User> {
      assertOwnPhone(session, req.PHONE);
      const { accountId } = session;
      const birth = parseBirth(req.BIRTH, clock.now());
      return presentUser(await repo.updateAccount(accountId, { name: req.NAME, email: req.EMAIL, birth, sex: req.SEX }));
    },

    /** Asks for the current password; the other devices are signed out afterwards. */
    async updatePassword(session: Session, req: { PHONE: string; PASSWORD: string; CURRENT_PASSWORD: string }): Promise<User> {
      assertOwnPhone(session, req.PHONE);
      const account = await repo.findAccount(session.accountId);
      if (!account) throw new AppError(t('errors.unauthenticated'), 401);
      // Guessing the current password here is throttled like guessing it at sign-in.
      const isRight = await guardPassword(req.PHONE, () => verifyPassword(account.passwordHash, req.CURRENT_PASSWORD));
      if (!isRight) throw new AppError(t('auth.currentPasswordWrong'), 400);
      if (req.PASSWORD === req.CURRENT_PASSWORD) throw new AppError(t('auth.samePassword'), 400);
      assertPasswordPolicy(req.PASSWORD, req.PHONE);
      const passwordHash = await hashPassword(req.PASSWORD);
      // The new password and the end of the other devices' sessions (their branch tokens, sockets
      // and push subscriptions) commit together.
      const { updated, announce } = await repo.transaction(async (r, tx) => ({
        updated: await r.updateAccount(account.id, { passwordHash }),
        announce: await revokeOtherSessions(tx, account.id, session.sessionId),
      }));
      announce();
      return presentUser(updated);
    },

    ...addresses,
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
