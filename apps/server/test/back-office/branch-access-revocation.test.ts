import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { RECOVERY_PLACEHOLDER_NAME } from '@mostrador/shared/schemas/auth';
import { accountAccess, auditLog } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { branchMonitors, leftovers, placeOrder, seedMonitorDataset, within, type Monitor } from '../helpers/branch-monitor';
import { identityClient, nextPhone } from '../helpers/identity';
import { startLocalPushService } from '../helpers/local-push-service';
import { engines } from '../helpers/test-database';

/**
 * Issue 30.1: every path that takes a branch away (access removed, staff moved or removed, account
 * disabled, sign-out, branch sign-out, password changed or recovered) ends the branch token, the
 * socket's place in the branch room and the device's branch pushes, and every branch call checks
 * the access again.
 */
describe.each(engines)('taking a branch away takes it away everywhere on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof personWith>>;
  let push: Awaited<ReturnType<typeof startLocalPushService>>;
  let monitors: ReturnType<typeof branchMonitors>;
  // Moved past the SMS resend interval before each code the registered monitors ask for.
  const clock = new ManualClock(Date.now());
  let emails = 0;
  const email = () => `revocacion${++emails}@farmacia.mx`;

  beforeAll(async () => {
    push = await startLocalPushService();
    // The outbox stays undelivered: what is still queued for a device is what the test reads.
    t = await buildTestApp({ engine, seed: seedMonitorDataset, pushWorker: false, clock });
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await personWith(t.db, ['ADMIN']);
    monitors = branchMonitors(t, origin, admin.token, push);
  });
  afterAll(async () => {
    monitors?.close();
    await t?.close();
    await push?.close();
  });

  const lastOrders = (m: Monitor) =>
    call(t.app, '/orders/lastOrders', m.person.token, { branchToken: m.branchToken, DATE_START: '2026-01-01', DATE_END: '2026-01-01' });

  /** A monitor and a colleague at the same branch both hear a first order, whose pushes wait for the monitor's device. */
  const watched = async () => {
    const monitor = await monitors.open(email());
    const colleague = await monitors.open(email());
    const { orderId } = await placeOrder(t);
    await Promise.all([monitor.hears(orderId), colleague.hears(orderId)]);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 2, branchSubscriptions: 1, branchTokens: 1 });
    return { monitor, colleague };
  };
  /** The next order reaches the colleague (so its absence on the monitor is no timing accident). */
  const notHeardBy = async (monitor: Monitor, colleague: Monitor) => {
    const { orderId } = await placeOrder(t);
    await colleague.hears(orderId);
    expect(monitor.heard).not.toContain(orderId);
  };

  it('checks BRANCH_STAFF on every branch call, not only at the branch sign-in', async () => {
    const monitor = await monitors.open(email());
    expect((await lastOrders(monitor)).statusCode).toBe(200);
    // Taken away behind the back office's back: no path revoked anything, the check alone refuses.
    await t.db
      .delete(accountAccess)
      .where(and(eq(accountAccess.accountId, monitor.person.accountId), eq(accountAccess.access, 'BRANCH_STAFF')));
    const refused = await lastOrders(monitor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, errors: expect.any(String) });
    const again = await monitors.socketOf(monitor.person);
    const joined = await within(
      new Promise<{ ok: boolean }>((resolve) => again.emit('connect_branch', { branch_token: monitor.branchToken }, resolve)),
      3_000,
      'connect_branch',
    );
    expect(joined.ok).toBe(false);
  });

  it('removing the staff assignment deletes the branch pushes still queued for the device', async () => {
    const { monitor, colleague } = await watched();
    const removed = await call(t.app, '/admin/users/removeStaff', admin.token, {
      ACCOUNT_ID: monitor.person.accountId,
      EMAIL: monitor.email,
    });
    expect(removed.statusCode).toBe(200);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
    await notHeardBy(monitor, colleague);
  });

  it('moving the staff member to another branch deletes the old branch’s device subscription and its queue', async () => {
    const { monitor, colleague } = await watched();
    const moved = await call(t.app, '/admin/users/assignStaff', admin.token, {
      ACCOUNT_ID: monitor.person.accountId,
      EMAIL: monitor.email,
      BRANCH: 'GDL-ZAPOPAN',
    });
    expect(moved.statusCode).toBe(200);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
    await notHeardBy(monitor, colleague);
  });

  it('disabling the account deletes its branch tokens with its sessions and drops its socket', async () => {
    const { monitor } = await watched();
    expect(
      (await call(t.app, '/admin/users/setDisabled', admin.token, { ACCOUNT_ID: monitor.person.accountId, DISABLED: true })).statusCode,
    ).toBe(200);
    expect(await monitor.disconnected()).toBe('io server disconnect');
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
  });

  it('signing out drops the session’s socket, so it stops hearing NEW_ORDER, and deletes its branch tokens', async () => {
    const { monitor, colleague } = await watched();
    expect((await t.app.inject({ method: 'POST', url: '/api/login/logout', payload: { token: monitor.person.token } })).statusCode).toBe(
      200,
    );
    expect(await monitor.disconnected()).toBe('io server disconnect');
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
    await notHeardBy(monitor, colleague);
  });

  it('the branch sign-out takes the socket out of the branch room and deletes the branch pushes still queued', async () => {
    const { monitor, colleague } = await watched();
    const out = await call(t.app, '/login/google/logout', monitor.person.token, { branchToken: monitor.branchToken });
    expect(out.statusCode).toBe(200);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
    await notHeardBy(monitor, colleague);
    // Their own sign-out: the socket stays connected, and is not told its access was taken.
    expect(monitor.socket.connected).toBe(true);
    expect(monitor.messages).toEqual([]);
  });

  /** A registered person (a real password) whose second session, from /login, runs the monitor. */
  const registeredMonitor = async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    const first = await id.register(phone, 'Primera-Clave-1');
    const second = (await id.login(phone, 'Primera-Clave-1')).json<{ token: string }>().token;
    const monitor = await monitors.open(email(), 'GDL-CENTRO', { accountId: first.user.ID, phone, token: second });
    return { id, phone, firstToken: first.token, monitor };
  };

  it('changing the password ends the other sessions’ branch tokens, sockets and pushes in one go', async () => {
    const { phone, firstToken, monitor } = await registeredMonitor();
    const changed = await call(t.app, '/customer/updatePassword', firstToken, {
      PHONE: phone,
      PASSWORD: 'Segunda-Clave-2',
      CURRENT_PASSWORD: 'Primera-Clave-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(await monitor.disconnected()).toBe('io server disconnect');
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
    expect((await lastOrders(monitor)).statusCode).toBe(401);
    // The session that changed it lives on.
    expect((await call(t.app, '/customer/addresses/list', firstToken)).statusCode).toBe(200);
  });

  it('recovering the password ends every session’s branch tokens and sockets', async () => {
    const { id, phone, monitor } = await registeredMonitor();
    const recovered = await id.post('/login/new', {
      NAME: RECOVERY_PLACEHOLDER_NAME,
      PHONE: phone,
      PASSWORD: 'Tercera-Clave-3',
      FIREBASE_UID: await id.proof(phone, 'recover'),
    });
    expect(recovered.statusCode).toBe(200);
    expect(await monitor.disconnected()).toBe('io server disconnect');
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });
  });

  it('taking BRANCH_STAFF away is audited with the branch tokens it revoked', async () => {
    const monitor = await monitors.open(email());
    const res = await call(t.app, '/admin/users/setAccess', admin.token, {
      ACCOUNT_ID: monitor.person.accountId,
      ACCESS: 'BRANCH_STAFF',
      GRANTED: false,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetAccountId, monitor.person.accountId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'access.revoked', after: { access: 'BRANCH_STAFF', granted: false, branchTokensRevoked: 1 } });
  });
});
