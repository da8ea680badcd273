import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, auditLog, sessions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { branchMonitors, leftovers, placeOrder, seedMonitorDataset } from '../helpers/branch-monitor';
import { startLocalPushService } from '../helpers/local-push-service';
import { engines } from '../helpers/test-database';

/** Who asks: no token, each access set alone, a disabled admin, an admin whose session was revoked. */
const CALLERS = ['none', 'ACCOUNT', 'BRANCH_STAFF', 'CUSTOMER_SUPPORT', 'ADMIN', 'disabled ADMIN', 'revoked ADMIN'] as const;
type Caller = (typeof CALLERS)[number];

/** Every back-office call with a valid body (target: a plain customer), and who may make it. */
function calls(target: { accountId: number; phone: string }) {
  const T = { ACCOUNT_ID: target.accountId };
  const admin: [string, object][] = [
    ['/admin/users/search', { QUERY: 'cliente' }],
    ['/admin/users/detail', T],
    ['/admin/users/setAccess', { ...T, ACCESS: 'SAMPLES', GRANTED: true }],
    ['/admin/users/setDisabled', { ...T, DISABLED: false }],
    ['/admin/users/closeSessions', T],
    ['/admin/users/assignStaff', { ...T, EMAIL: 'matriz@farmacia.mx', BRANCH: 'GDL-CENTRO' }],
    ['/admin/users/removeStaff', { ...T, EMAIL: 'nadie@farmacia.mx' }],
    ['/admin/users/invite', { PHONE: target.phone, NAME: 'Ya existe', ACCESS: [] }],
    ['/admin/audit/list', {}],
    ['/admin/audit/export', {}],
  ];
  const reason = { REASON: 'Prueba de permisos' };
  const support: [string, object][] = [
    ['/support/search', { QUERY: 'cliente' }],
    ['/support/customer', T],
    ['/support/cancelOrder', { ORDER_ID: 999_999, ...reason }],
    ['/support/resendStatus', { ORDER_ID: 999_999, ...reason }],
    ['/support/addNote', { ...T, TEXT: 'Nota de la matriz' }],
    ['/support/unlockSignIn', { ...T, ...reason }],
    ['/support/sendRecovery', { ...T, ...reason }],
  ];
  return [
    ...admin.map(([url, body]) => ({ url, body, allowed: ['ADMIN'] as Caller[] })),
    ...support.map(([url, body]) => ({ url, body, allowed: ['ADMIN', 'CUSTOMER_SUPPORT'] as Caller[] })),
  ];
}

describe.each(engines)('back-office authorization matrix on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  let target: Awaited<ReturnType<typeof personWith>>;
  let origin: string;
  let push: Awaited<ReturnType<typeof startLocalPushService>>;
  let monitors: ReturnType<typeof branchMonitors> | undefined;

  beforeAll(async () => {
    push = await startLocalPushService();
    // The outbox stays undelivered: the branch row reads what is still queued for a device.
    t = await buildTestApp({ engine, seed: seedMonitorDataset, pushWorker: false });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    target = await personWith(t.db, []);
    tokens.set('none', 'token-que-no-es-de-nadie'); // no session behind it
    for (const access of ['ACCOUNT', 'BRANCH_STAFF', 'CUSTOMER_SUPPORT', 'ADMIN'] as const)
      tokens.set(access, (await personWith(t.db, [access])).token);
    const disabled = await personWith(t.db, ['ADMIN']);
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, disabled.accountId));
    tokens.set('disabled ADMIN', disabled.token);
    const revoked = await personWith(t.db, ['ADMIN']);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.accountId, revoked.accountId));
    tokens.set('revoked ADMIN', revoked.token);
  });
  afterAll(async () => {
    monitors?.close();
    await t?.close();
    await push?.close();
  });

  it('answers every call × caller as the access list says, in Spanish, and refusals write nothing', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { url, body, allowed } of calls(target)) {
      for (const caller of CALLERS) {
        const countBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
        const res = await call(t.app, url, tokens.get(caller)!, body);
        const refusal = caller === 'none' || caller.includes(' ') ? 401 : allowed.includes(caller) ? null : 403;
        expected.push(`${url} × ${caller} → ${refusal ?? 'allowed'}`);
        outcomes.push(
          `${url} × ${caller} → ${[401, 403].includes(res.statusCode) ? res.statusCode : res.statusCode < 500 ? 'allowed' : res.statusCode}`,
        );
        if (refusal !== null) {
          expect(res.json()).toEqual({ ok: false, errors: expect.stringMatching(/sesión|permiso/) });
          const countAfter = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
          expect(countAfter, `${url} × ${caller} wrote to the audit trail`).toBe(countBefore);
        }
      }
    }
    expect(outcomes).toEqual(expected);
    expect(outcomes).toHaveLength(17 * CALLERS.length);
  });

  it('access removed while a branch token, a socket and a push subscription are open: every branch call, room and push refused', async () => {
    monitors = branchMonitors(t, origin, tokens.get('ADMIN')!, push);
    const monitor = await monitors.open('matriz-monitor@farmacia.mx');
    const colleague = await monitors.open('matriz-colega@farmacia.mx');
    const first = await placeOrder(t);
    await Promise.all([monitor.hears(first.orderId), colleague.hears(first.orderId)]);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 2, branchSubscriptions: 1, branchTokens: 1 });

    const removed = await call(t.app, '/admin/users/setAccess', tokens.get('ADMIN')!, {
      ACCOUNT_ID: monitor.person.accountId,
      ACCESS: 'BRANCH_STAFF',
      GRANTED: false,
    });
    expect(removed.statusCode).toBe(200);
    const second = await placeOrder(t);
    await colleague.hears(second.orderId);
    expect(monitor.heard).not.toContain(second.orderId);
    expect(monitor.messages).toEqual(['Tu acceso a la sucursal GDL-CENTRO terminó; el monitor ya no recibe sus pedidos']);
    expect(await leftovers(t.db, monitor)).toEqual({ queuedPushes: 0, branchSubscriptions: 0, branchTokens: 0 });

    const staff = { token: monitor.person.token, branchToken: monitor.branchToken };
    const order = { ORDER_ID: first.orderId, NOTES: '' };
    const branchCalls: [string, object, number][] = [
      ['/orders/lastOrders', { ...staff, DATE_START: '2026-01-01', DATE_END: '2026-12-31' }, 403],
      ['/orders/orderDetails', { ...staff, ORDER_ID: first.orderId }, 404],
      ['/orders/orderStartStocking', { ...staff, ...order }, 403],
      ['/orders/orderDispatch', { ...staff, ...order }, 403],
      ['/orders/orderDelivered', { ...staff, ...order }, 403],
      ['/orders/orderCancelByUser', { ...staff, ...order, CUSTOMER_ID: first.customerId, NOTES: 'Sin existencias' }, 403],
    ];
    const outcomes = [];
    for (const [url, body] of branchCalls) {
      const res = await call(t.app, url, staff.token, body);
      outcomes.push(`${url} → ${res.statusCode}`);
      expect(res.json()).toEqual({ ok: false, errors: expect.any(String) });
    }
    expect(outcomes).toEqual(branchCalls.map(([url, , status]) => `${url} → ${status}`));
    // Nothing the refused calls asked for happened: the order is still new, and no customer data left.
    const asColleague = await call(t.app, '/orders/orderDetails', colleague.person.token, {
      branchToken: colleague.branchToken,
      ORDER_ID: first.orderId,
    });
    expect(asColleague.json()).toMatchObject({ ok: true, orderDetails: { ID: first.orderId, ID_STATUS: 1 } });
  });
});
