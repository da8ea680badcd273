import { ACCESS } from '@mostrador/shared/constants/access';
import { MIN_BRANCH_TOKEN_LENGTH } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import type { GoogleLoginRequest, GoogleLoginResponse } from '@mostrador/shared/schemas/staff';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-tokens';
import { SESSION_IDLE_MS, type SessionsService } from '../auth/sessions-service';
import type { GoogleVerifier } from './google-id-token';
import { createStaffRepository } from './repository';

/** Who may watch a branch: its staff, and chain-wide admins. */
const MONITOR_ACCESS = [ACCESS.BRANCH_STAFF, ACCESS.ALL_BRANCHES] as const;

export interface BranchSession {
  branch: string;
  branchName: string;
  sessionId: number;
  accountId: number;
}

/**
 * Branch staff sign-in (spec §7 /login/google, DESIGN §3): a person already signed in with phone
 * and password proves a Google account; its e-mail's staff assignment names the branch, and a
 * branch token bound to this session and that branch is issued.
 */
export function createStaffService(deps: { db: Database; sessions: SessionsService; verifyGoogle: GoogleVerifier; clock: Clock }) {
  const { sessions, verifyGoogle, clock } = deps;
  const repo = createStaffRepository(deps.db);

  return {
    async loginGoogle(request: GoogleLoginRequest): Promise<Omit<GoogleLoginResponse, 'ok'>> {
      const session = await sessions.authenticate(request.token);
      const google = await verifyGoogle(request.google_token);
      const assignment = await repo.assignment(google.email);
      if (!assignment) throw new AppError(t('staff.notAssigned', { email: google.email }), 403);
      if (assignment.accountPhone && assignment.accountPhone !== session.phone) throw new AppError(t('staff.otherAccount', { email: google.email }), 403);
      if (!(await repo.hasAnyAccess(session.accountId, MONITOR_ACCESS))) throw new AppError(t('staff.noAccess'), 403);
      if (!(await repo.bindSub(google.email, google.sub))) throw new AppError(t('staff.otherGoogleAccount', { email: google.email }), 403);
      const branchToken = newOpaqueToken();
      await repo.insertBranchToken(session.sessionId, assignment.branch, sha256Hex(branchToken));
      return { branch: { BRANCH: assignment.branch, NAME: assignment.branchName }, branchToken };
    },

    /**
     * The branch a branch token opens for this session, or null. Spec §5: a token of 5
     * characters or fewer is not even tried. `sessionId` ties it to the caller's own session.
     */
    async branchOf(branchToken: string, sessionId?: number): Promise<BranchSession | null> {
      if (branchToken.length <= MIN_BRANCH_TOKEN_LENGTH || branchToken.length > 512) return null;
      const now = clock.now();
      const found = await repo.findBranchToken(sha256Hex(branchToken), now, new Date(now.getTime() - SESSION_IDLE_MS));
      if (!found || (sessionId !== undefined && found.sessionId !== sessionId)) return null;
      return found;
    },

    /** Branch sign-out: the token stops opening the branch at once; the phone session lives on. */
    async logoutBranch(token: string, branchToken: string): Promise<void> {
      const session = await sessions.authenticate(token);
      await repo.deleteBranchToken(session.sessionId, sha256Hex(branchToken));
    },

    demoAccounts: () => repo.demoAccounts(),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
