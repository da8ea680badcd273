import { ACCESS } from '@mostrador/shared/constants/access';
import { t } from '@mostrador/shared/messages/es-MX';
import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';
import { RECOVERY_PLACEHOLDER_NAME, type LoginNewRequest, type LoginRequest, type LoginResponse } from '@mostrador/shared/schemas/auth';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { assertPasswordPolicy } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Session } from '../../plugins/session';
import type { AccountProfile, CustomerService } from '../customer/index';
import type { PushService } from '../push/service';
import type { LoginThrottle } from './login-throttle';
import type { PhoneVerificationService } from './phone-verification-service';
import type { SessionsService } from './sessions-service';
import type { VerificationRepository } from './verification-repository';

export interface Device {
  pushToken?: string | null;
  userAgent?: string;
}

function assertMaySignIn(profile: AccountProfile | null | false): asserts profile is AccountProfile {
  if (!profile) throw new AppError(t('auth.invalidCredentials'), 401);
  // Said only after the password checked out: a wrong guess learns nothing about the account.
  if (profile.disabled) throw new AppError(backOfficeApiT('admin.disabledAccount'), 403);
}

const loginResponse = (profile: AccountProfile, token: string): LoginResponse => ({
  ok: true,
  token,
  user: profile.user,
  user_access: profile.access.map((ACCESS) => ({ ACCESS })),
  user_addresses: profile.addresses,
});

/** A session for this device, its push subscription (FIREBASE_TOKEN) bound to it. */
function deviceSessions(sessions: SessionsService, devices: Pick<PushService, 'registerDevice'>) {
  return async (accountId: number, device: Device): Promise<string> => {
    const { token, sessionId } = await sessions.open(accountId, device);
    await devices.registerDevice({ sessionId, accountId }, device.pushToken);
    return token;
  };
}

/** Registration, recovery, sign-in, renewal and sign-out (docs/product.md#sign-in-and-phone-verification "Customer and login"). */
export function createAuthService(deps: {
  repo: VerificationRepository;
  accounts: Pick<CustomerService, 'profile' | 'signInLookup' | 'createAccount' | 'setPasswordByPhone'>;
  sessions: SessionsService;
  verification: PhoneVerificationService;
  throttle: LoginThrottle;
  clock: Clock;
  /** The push module: the device's subscription (FIREBASE_TOKEN) is bound to the new session. */
  devices: Pick<PushService, 'registerDevice' | 'forgetSession'>;
}) {
  const { repo, accounts, sessions, verification, throttle, devices } = deps;
  const openSession = deviceSessions(sessions, devices);
  const clearLoginFailures = (phone: string) => repo.clearFailures('login', phone);

  const profileOf = async (id: number): Promise<AccountProfile> => {
    const profile = await accounts.profile(id);
    if (!profile) throw new AppError(t('errors.unauthenticated'), 401);
    return profile;
  };

  return {
    /**
     * /login/new: registration with a 'register' proof, or password recovery with a 'recover'
     * proof (docs/product.md#sign-in-and-phone-verification: the same call with a placeholder name; the account keeps its own name).
     * The proof is spent in the same transaction that writes the account.
     */
    async loginNew(req: LoginNewRequest, device: Device): Promise<LoginResponse> {
      assertPasswordPolicy(req.PASSWORD, req.PHONE);
      const passwordHash = await hashPassword(req.PASSWORD);
      const { accountId, announce } = await repo.transaction(async (_codes, tx) => {
        const purpose = await verification.consumeProof(req.FIREBASE_UID, req.PHONE, tx);
        if (purpose === 'recover') {
          const recovered = await accounts.setPasswordByPhone(tx, req.PHONE, passwordHash);
          if (recovered === null) throw new AppError(t('auth.noAccountForPhone'), 404);
          // Whoever held the old password may hold old sessions too: recovery ends them all, here.
          return { accountId: recovered, announce: await sessions.endSessionsOn(tx, recovered) };
        }
        if (req.NAME === RECOVERY_PLACEHOLDER_NAME) throw new AppError(t('auth.nameRequired'), 400);
        const created = await accounts.createAccount(tx, { phone: req.PHONE, name: req.NAME, passwordHash }, [ACCESS.ACCOUNT]);
        if (created === null) throw new AppError(t('auth.phoneTaken'), 409);
        return { accountId: created, announce: () => undefined };
      });
      // After commit: the ended sessions' open sockets drop.
      announce();
      // A proven phone and a new password: earlier wrong guesses no longer matter.
      await clearLoginFailures(req.PHONE);
      const token = await openSession(accountId, device);
      return loginResponse(await profileOf(accountId), token);
    },

    /** /login: one answer for an unknown phone and a wrong password, in the same time. */
    async login(req: LoginRequest, device: Device): Promise<LoginResponse> {
      const profile = await throttle.guardReading(
        req.PHONE,
        async (since) => {
          const { profile: found, failures } = await accounts.signInLookup(req.PHONE, since);
          return { failures, found };
        },
        async (found) => (await verifyPassword(found?.passwordHash ?? null, req.PASSWORD)) && found,
      );
      assertMaySignIn(profile);
      return loginResponse(profile, await openSession(profile.accountId, device));
    },

    /** The auth module owns sessions: rotation needs the token the session was found by. */
    async renewToken(session: Session, token: string, phone: string): Promise<LoginResponse> {
      if (session.phone !== phone) throw new AppError(t('auth.phoneMismatch'), 403);
      const profile = await profileOf(session.accountId);
      return loginResponse(profile, await sessions.rotate(session, token));
    },

    /** Signing out twice, or with a dead token, is still a success; branch tokens, devices and sockets end too. */
    async logout(session: Session | null): Promise<void> {
      if (!session) return;
      await sessions.revoke(session.sessionId);
      await devices.forgetSession(session.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
