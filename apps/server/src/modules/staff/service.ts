import { t } from '@mostrador/shared/messages/es-MX';
import type { GoogleLoginRequest, GoogleLoginResponse } from '@mostrador/shared/schemas/staff';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayWatchBranch } from '../../policies/branches';
import type { PushService } from '../push/service';
import type { GoogleVerifier } from './google-id-token';
import type { StaffRepository } from './repository';

/**
 * Branch staff sign-in (docs/product.md#branch-staff-sign-in /login/google): a person already signed in with phone
 * and password proves a Google account; its e-mail's staff assignment names the branch, and a
 * branch token bound to this session and that branch is issued (the auth module keeps it).
 */
/** The auth module's branch tokens (it owns sessions and what is bound to them). */
export interface BranchTokens {
  issueBranchToken(sessionId: number, branch: string, staffEmail: string): Promise<string>;
  revokeBranchToken(sessionId: number, tokenHash: string): Promise<void>;
}

export function createStaffService(deps: {
  repo: StaffRepository;
  sessions: BranchTokens;
  verifyGoogle: GoogleVerifier;
  /** The push module: firebase_token subscribes this device to the branch's new orders. */
  devices: Pick<PushService, 'registerDevice' | 'leaveBranch'>;
}) {
  const { repo, sessions, verifyGoogle, devices } = deps;

  return {
    async loginGoogle(
      session: Session,
      request: Pick<GoogleLoginRequest, 'google_token' | 'firebase_token'>,
    ): Promise<Omit<GoogleLoginResponse, 'ok'>> {
      const google = await verifyGoogle(request.google_token);
      const assignment = await repo.assignment(google.email);
      if (!assignment) throw new AppError(t('staff.notAssigned', { email: google.email }), 403);
      if (assignment.accountPhone && assignment.accountPhone !== session.phone)
        throw new AppError(t('staff.otherAccount', { email: google.email }), 403);
      if (!mayWatchBranch(session)) throw new AppError(t('staff.noAccess'), 403);
      if (!(await repo.bindSub(google.email, google.sub))) throw new AppError(t('staff.otherGoogleAccount', { email: google.email }), 403);
      const branchToken = await sessions.issueBranchToken(session.sessionId, assignment.branch, google.email);
      await devices.registerDevice(session, request.firebase_token, assignment.branch);
      return { branch: { BRANCH: assignment.branch, NAME: assignment.branchName }, branchToken };
    },

    /** Branch sign-out: the token stops opening the branch at once; the phone session lives on. */
    async logoutBranch(session: Session): Promise<void> {
      if (!session.branch) return;
      await sessions.revokeBranchToken(session.sessionId, session.branch.tokenHash);
      await devices.leaveBranch(session.sessionId);
    },

    demoAccounts: () => repo.demoAccounts(),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
