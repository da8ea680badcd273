import { ACCESS } from '@mostrador/shared/constants/access';
import { t } from '@mostrador/shared/messages/es-MX';
import { RECOVERY_PLACEHOLDER_NAME, type LoginNewRequest, type LoginRequest, type LoginResponse } from '@mostrador/shared/schemas/auth';
import { passwordProblem } from '@mostrador/shared/validation/password-policy';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { presentAddress, presentUser } from '../customer/presenter';
import { createCustomerRepository, type AccountDetails } from '../customer/repository';
import type { LoginThrottle } from './login-throttle';
import { createVerificationRepository } from './verification-repository';
import type { PhoneVerificationService } from './phone-verification-service';
import type { SessionsService } from './sessions-service';

export interface Device {
  pushToken?: string | null;
  userAgent?: string;
}

export const assertPasswordPolicy = (password: string, phone: string): void => {
  const problem = passwordProblem(password, phone);
  if (problem) throw new AppError(problem, 400);
};

/** Registration, recovery, sign-in, renewal and sign-out (spec §7 "Customer and login"). */
export function createAuthService(deps: {
  db: Database;
  sessions: SessionsService;
  verification: PhoneVerificationService;
  throttle: LoginThrottle;
  clock: Clock;
}) {
  const { db, sessions, verification, throttle } = deps;
  const accounts = createCustomerRepository(db);
  const clearLoginFailures = (phone: string) => createVerificationRepository(db).clearFailures('login', phone);

  const loginResponse = ({ account, access, addresses }: AccountDetails, token: string): LoginResponse => ({
    ok: true,
    token,
    user: presentUser(account),
    user_access: access.map((ACCESS) => ({ ACCESS })),
    user_addresses: addresses.map(presentAddress),
  });
  const detailsOf = async (id: number): Promise<AccountDetails> => {
    const details = await accounts.findAccountDetails({ id });
    if (!details) throw new AppError(t('errors.unauthenticated'), 401);
    return details;
  };

  return {
    /**
     * /login/new: registration with a 'register' proof, or password recovery with a 'recover'
     * proof (spec §7: the same call with a placeholder name; the account keeps its own name).
     * The proof is spent in the same transaction that writes the account.
     */
    async loginNew(req: LoginNewRequest, device: Device): Promise<LoginResponse> {
      assertPasswordPolicy(req.PASSWORD, req.PHONE);
      const passwordHash = await hashPassword(req.PASSWORD);
      const account = await db.transaction(async (tx) => {
        const repo = createCustomerRepository(tx);
        const purpose = await verification.consumeProof(req.FIREBASE_UID, req.PHONE, tx);
        if (purpose === 'recover') {
          const existing = await repo.findAccountByPhone(req.PHONE);
          if (!existing) throw new AppError(t('auth.noAccountForPhone'), 404);
          return repo.updateAccount(existing.id, { passwordHash });
        }
        if (req.NAME === RECOVERY_PLACEHOLDER_NAME) throw new AppError(t('auth.nameRequired'), 400);
        const created = await repo.insertAccount({ phone: req.PHONE, name: req.NAME, passwordHash }, [ACCESS.ACCOUNT]);
        if (!created) throw new AppError(t('auth.phoneTaken'), 409);
        return created;
      });
      // Whoever held the old password may hold old sessions too: recovery ends them all.
      await sessions.revokeAllOf(account.id);
      // A proven phone and a new password: earlier wrong guesses no longer matter.
      await clearLoginFailures(req.PHONE);
      const token = await sessions.create(account.id, device);
      return loginResponse(await detailsOf(account.id), token);
    },

    /** /login: one answer for an unknown phone and a wrong password, in the same time. */
    async login(req: LoginRequest, device: Device): Promise<LoginResponse> {
      const details = await throttle.guardReading(
        req.PHONE,
        async (since) => {
          const { details: found, failures } = await accounts.findForSignIn(req.PHONE, since);
          return { failures, found };
        },
        async (found) => (await verifyPassword(found?.account.passwordHash ?? null, req.PASSWORD)) && found,
      );
      if (!details) throw new AppError(t('auth.invalidCredentials'), 401);
      return loginResponse(details, await sessions.create(details.account.id, device));
    },

    async renewToken(token: string, phone: string): Promise<LoginResponse> {
      const info = await sessions.authenticate(token);
      if (info.phone !== phone) throw new AppError(t('auth.phoneMismatch'), 403);
      const details = await detailsOf(info.accountId);
      return loginResponse(details, await sessions.rotate(info, token));
    },

    /** Signing out twice, or with a token that already expired, is still a success. */
    async logout(token: string): Promise<void> {
      const info = await sessions.authenticate(token).catch(() => null);
      if (info) await sessions.revoke(info.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
