import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { t } from '@mostrador/shared/messages/es-MX';
import { AppError } from '../lib/errors';
import { mayUseAdminArea } from '../policies/admin';

/** The branch a branch token of this session opens (docs/product.md#branch-staff-sign-in). */
export interface BranchGrant {
  branch: string;
  branchName: string;
  /** Which branch token it was (hashed), for the branch sign-out. */
  tokenHash: string;
}

/** Who is asking, once their token checked out. Services start from this, never from a token. */
export interface Session {
  sessionId: number;
  accountId: number;
  phone: string;
  /** The account's access list (`user_access`), read with the session. */
  access: readonly string[];
  /** Branch routes (and calls that may carry a branch token): the branch it opens. */
  branch?: BranchGrant;
  /** True when the token was the previous one, still inside the rotation grace (renewal). */
  isPreviousToken: boolean;
  absoluteExpiresAt: Date;
}

/**
 * Who may call a route: any live session (`customer`), a session with a branch token of its own
 * (`branch`), a session whose access list holds any of these names, or anyone (`optional`: the
 * session is read when the token opens one). `branchToken: 'optional'` reads a branch token too
 * when the body carries one, without requiring it.
 */
export type RouteAccess = 'customer' | 'branch' | 'optional' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    branchToken?: 'optional';
  }
  interface FastifyRequest {
    /** Set on every route that declares `access` other than `optional`. */
    session: Session;
    /** `optional` routes: the session when the token opens one. */
    optionalSession: Session | null;
  }
}

/** Finds the live session of a token (and the branch of a branch token of that session); null otherwise. */
export type SessionResolver = (token: string, branchToken?: string | null) => Promise<Session | null>;

const unauthenticated = () => new AppError(t('errors.unauthenticated'), 401);

const stringField = (body: unknown, field: string): string | null => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

/**
 * One place reads the session token (docs/product.md#api-conventions: `token` in the body; `branchToken` on branch calls)
 * and answers 401/403. It runs as the route's last preHandler, after body validation, so a bad
 * body is a 400 before any 401.
 */
export function registerSession(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest('session', null as unknown as Session);
  app.decorateRequest('optionalSession', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    const readsBranch = access === 'branch' || route.config?.branchToken === 'optional';
    const handler: preHandlerAsyncHookHandler = async function (req: FastifyRequest) {
      const token = stringField(req.body, 'token') ?? '';
      const lookup = token.length > 0 ? resolve(token, readsBranch ? stringField(req.body, 'branchToken') : null) : Promise.resolve(null);
      if (access === 'optional') {
        // Signing out never fails: a session that cannot be read (even with the database away) is no session.
        req.optionalSession = await lookup.catch(() => null);
        return;
      }
      const session = await lookup;
      if (!session) throw unauthenticated();
      if (access === 'branch' && !session.branch) throw new AppError(t('staff.branchTokenInvalid'), 403);
      if (Array.isArray(access) && !mayUseAdminArea(session, access)) throw new AppError(t('errors.forbidden'), 403);
      req.session = session;
    };
    // Appended, so a route's own preHandlers (e.g. reading a header) keep answering first.
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, handler];
  });
}
