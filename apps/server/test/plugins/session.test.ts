import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '@mostrador/shared/constants/access';
import { t } from '@mostrador/shared/messages/es-MX';
import { serializerCompiler, validatorCompiler } from '../../src/lib/zod-compilers';
import { registerErrorHandling } from '../../src/plugins/error-handler';
import { registerSession, type Session } from '../../src/plugins/session';

const session = (over: Partial<Session> = {}): Session => ({
  sessionId: 1,
  accountId: 10,
  phone: '3311112222',
  access: [ACCESS.ACCOUNT],
  isPreviousToken: false,
  absoluteExpiresAt: new Date(Date.now() + 60_000),
  ...over,
});

// Tokens the fake resolver knows; a branch token opens GDL-CENTRO only for 'staff'.
const sessions: Record<string, Session> = {
  customer: session(),
  staff: session({ accountId: 20, access: [ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF] }),
  admin: session({ accountId: 30, access: [ACCESS.ACCOUNT, ACCESS.ADMIN] }),
};
const seen: { token: string; branchToken: string | null | undefined }[] = [];

describe('session plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerSession(app, async (token, branchToken) => {
      seen.push({ token, branchToken });
      const found = sessions[token];
      if (!found) return null;
      return token === 'staff' && branchToken === 'branch-token-gdl'
        ? { ...found, branch: { branch: 'GDL-CENTRO', branchName: 'Centro', tokenHash: 'h' } }
        : found;
    });
    const body = z.object({ token: z.string().check(z.minLength(1)), branchToken: z.optional(z.string()), N: z.int() });
    const echo = async (req: { session: Session; optionalSession: Session | null }) => ({
      accountId: req.session?.accountId ?? null,
      optional: req.optionalSession?.accountId ?? null,
      branch: req.session?.branch?.branch ?? null,
    });
    app.post('/customer', { config: { access: 'customer' }, schema: { body } }, echo);
    app.post('/branch', { config: { access: 'branch' }, schema: { body } }, echo);
    app.post('/maybe-branch', { config: { access: 'customer', branchToken: 'optional' }, schema: { body } }, echo);
    app.post('/admin', { config: { access: [ACCESS.ADMIN, ACCESS.SAMPLES] }, schema: { body } }, echo);
    app.post('/optional', { config: { access: 'optional' }, schema: { body } }, echo);
    app.post('/public', { schema: { body } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it('a bad body is a 400 before any 401, and the resolver is not even asked', async () => {
    seen.length = 0;
    const res = await post('/customer', { token: 'nobody', N: 'x' });
    expect(res.statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it('an unknown token is a 401 in Spanish; a known one reaches the route with the session', async () => {
    const denied = await post('/customer', { token: 'nobody', N: 1 });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ ok: false, errors: t('errors.unauthenticated') });
    const ok = await post('/customer', { token: 'customer', N: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ accountId: 10, branch: null });
  });

  it('customer routes do not read the branch token; branch routes need one of the session', async () => {
    seen.length = 0;
    await post('/customer', { token: 'staff', branchToken: 'branch-token-gdl', N: 1 });
    expect(seen).toEqual([{ token: 'staff', branchToken: null }]);
    const noBranch = await post('/branch', { token: 'staff', branchToken: 'someone-elses', N: 1 });
    expect(noBranch.statusCode).toBe(403);
    expect(noBranch.json()).toEqual({ ok: false, errors: t('staff.branchTokenInvalid') });
    const dead = await post('/branch', { token: 'nobody', branchToken: 'branch-token-gdl', N: 1 });
    expect(dead.statusCode).toBe(401);
    const ok = await post('/branch', { token: 'staff', branchToken: 'branch-token-gdl', N: 1 });
    expect(ok.json()).toMatchObject({ accountId: 20, branch: 'GDL-CENTRO' });
  });

  it('an optional branch token adds the branch when it opens one and is ignored otherwise', async () => {
    expect((await post('/maybe-branch', { token: 'staff', branchToken: 'branch-token-gdl', N: 1 })).json()).toMatchObject({
      branch: 'GDL-CENTRO',
    });
    const without = await post('/maybe-branch', { token: 'staff', branchToken: 'wrong', N: 1 });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({ accountId: 20, branch: null });
  });

  it('access-name routes open to any of the names: 403 for a live session without them', async () => {
    const denied = await post('/admin', { token: 'customer', N: 1 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ ok: false, errors: t('errors.forbidden') });
    expect((await post('/admin', { token: 'nobody', N: 1 })).statusCode).toBe(401);
    expect((await post('/admin', { token: 'admin', N: 1 })).json()).toMatchObject({ accountId: 30 });
  });

  it('optional routes succeed with a dead token, and see the session with a live one', async () => {
    expect((await post('/optional', { token: 'nobody', N: 1 })).json()).toMatchObject({ optional: null });
    expect((await post('/optional', { token: 'customer', N: 1 })).json()).toMatchObject({ optional: 10 });
  });

  it('routes that declare no access never look for a session', async () => {
    seen.length = 0;
    expect((await post('/public', { token: 'nobody', N: 1 })).statusCode).toBe(200);
    expect(seen).toEqual([]);
  });
});
