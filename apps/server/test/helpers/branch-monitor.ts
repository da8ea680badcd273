import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../src/db/client';
import { sha256Hex } from '../../src/lib/secure-tokens';
import { accountAccess, branchTokens, pushOutbox, pushSubscriptions } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { call, personWith } from './back-office';
import { setStock, signedInCustomer } from './customers';
import { seedSmallDataset } from './dataset';
import { buildProduct } from './factories';
import type { startLocalPushService } from './local-push-service';

/** The small dataset with one product in stock at GDL-CENTRO, where the customers' postal code orders from. */
export async function seedMonitorDataset(db: Database): Promise<void> {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 1_000);
}

export const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);

const until = (check: () => boolean, what: string) =>
  within(
    (async () => {
      while (!check()) await new Promise((r) => setTimeout(r, 20));
    })(),
    3_000,
    what,
  );

export interface Person {
  accountId: number;
  phone: string;
  token: string;
}

/**
 * A branch monitor as the web opens it: a person with BRANCH_STAFF assigned to a branch signs in
 * with the demo Google stand-in (subscribing a device of the local push service), opens a socket
 * and joins the branch room. It records what the socket hears.
 */
export function branchMonitors(t: TestApp, origin: string, adminToken: string, push: Awaited<ReturnType<typeof startLocalPushService>>) {
  const sockets: Socket[] = [];

  const socketOf = async (person: Person) => {
    const socket = connect(origin, { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': person.token } });
    sockets.push(socket);
    await within(
      new Promise<void>((resolve) =>
        socket.on('login_status', (_p: unknown, answer: (id: number) => void) => {
          answer(person.accountId);
          setTimeout(resolve, 50);
        }),
      ),
      3_000,
      'login_status',
    );
    return socket;
  };

  const open = async (email: string, branch = 'GDL-CENTRO', existing?: Person) => {
    const person = existing ?? (await personWith(t.db, []));
    await t.db.insert(accountAccess).values({ accountId: person.accountId, access: 'BRANCH_STAFF' }).onConflictDoNothing();
    await call(t.app, '/admin/users/assignStaff', adminToken, { ACCOUNT_ID: person.accountId, EMAIL: email, BRANCH: branch });
    const { id_token } = (await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email } })).json();
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json<{ PUBLIC_KEY: string }>().PUBLIC_KEY;
    const device = push.subscribe(publicKey);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/google',
      payload: { token: person.token, google_token: id_token, firebase_token: JSON.stringify(device.json) },
    });
    if (login.statusCode !== 200) throw new Error(`branch sign-in failed: ${login.body}`);
    const branchToken = login.json<{ branchToken: string }>().branchToken;
    const [issued] = await t.db
      .select()
      .from(branchTokens)
      .where(eq(branchTokens.tokenHash, sha256Hex(branchToken)));
    if (!issued) throw new Error('branch token not stored');
    const socket = await socketOf(person);
    const joined = await within(
      new Promise<{ ok: boolean }>((resolve) => socket.emit('connect_branch', { branch_token: branchToken }, resolve)),
      3_000,
      'connect_branch',
    );
    if (!joined.ok) throw new Error('connect_branch refused');
    const heard: number[] = [];
    const messages: string[] = [];
    let disconnectedBy: string | null = null;
    socket.on('NEW_ORDER', (p: { orderDetails: { ID: number } }) => heard.push(p.orderDetails.ID));
    socket.on('message', (m: string) => messages.push(m));
    socket.on('disconnect', (reason: string) => (disconnectedBy = reason));
    return {
      person,
      email,
      sessionId: issued.sessionId,
      branchToken,
      socket,
      endpoint: device.json.endpoint,
      heard,
      messages,
      hears: (id: number) => until(() => heard.includes(id), `NEW_ORDER ${id}`),
      disconnected: () => until(() => disconnectedBy !== null, 'disconnect').then(() => disconnectedBy),
    };
  };

  return { open, socketOf, close: () => sockets.forEach((s) => s.disconnect()) };
}

export type Monitor = Awaited<ReturnType<ReturnType<typeof branchMonitors>['open']>>;

/** A customer's order at GDL-CENTRO, through the real checkout. */
export async function placeOrder(t: TestApp): Promise<{ orderId: number; customerId: number }> {
  const c = await signedInCustomer(t.db);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/orders/${url}`, payload });
  await post('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
  const finished = await post('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
  return { orderId: finished.json<{ orderDetails: { ID: number } }>().orderDetails.ID, customerId: c.accountId };
}

/** What the device and the branch token still hold in the database. */
export async function leftovers(db: Database, monitor: Monitor) {
  const [queued] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, monitor.endpoint));
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, monitor.endpoint));
  const tokens = await db.select().from(branchTokens).where(eq(branchTokens.sessionId, monitor.sessionId));
  return {
    queuedPushes: queued?.n ?? 0,
    branchSubscriptions: subscriptions.filter((s) => s.branch !== null).length,
    branchTokens: tokens.length,
  };
}
