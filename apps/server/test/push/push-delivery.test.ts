import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accountAccess, addresses, pushOutbox, pushSubscriptions, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { startLocalPushService, type LocalPushService } from '../helpers/local-push-service';
import { identityClient, nextPhone } from '../helpers/identity';
import { packEveryLine } from '../helpers/pack-order';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 1000);
}

describe.each(engines)('web push through a local push service on %s', (engine) => {
  let t: TestApp;
  let service: LocalPushService;
  let publicKey: string;
  let staff: { token: string; branchToken: string; device: number };

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const subscribed = async (token: string, branchToken?: string) => {
    const device = service.subscribe(publicKey);
    const res = await post('/push/subscribe', { token, SUBSCRIPTION: device.json, ...(branchToken ? { branchToken } : {}) });
    expect(res.status).toBe(200);
    return device.id;
  };
  const customerWithOrder = async () => {
    const c = await signedInCustomer(t.db);
    const device = await subscribed(c.token);
    await post('/orders/shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
    const finished = await post('/orders/shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    return { ...c, device, orderId: (finished.body.orderDetails as { ID: number }).ID };
  };
  const pushesTo = (device: number) => service.received.filter((p) => p.subscription === device);

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await buildTestApp({ engine, seed, pushWorker: { pollMs: 50, retryBaseMs: 50 } });
    publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json<{ PUBLIC_KEY: string }>().PUBLIC_KEY;
    const person = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: person.accountId, access: 'BRANCH_STAFF' });
    await t.db.insert(staffAssignments).values({ email: 'centro@demo.mostrador.mx', branch: 'GDL-CENTRO', accountPhone: person.phone });
    const idp = await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'centro@demo.mostrador.mx' } });
    const login = await post('/login/google', { token: person.token, google_token: idp.json<{ id_token: string }>().id_token });
    const branchToken = login.body.branchToken as string;
    staff = { token: person.token, branchToken, device: await subscribed(person.token, branchToken) };
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it('tells the branch of a new order and the customer of each status, signed, encrypted, with TTL and urgency', async () => {
    const before = service.received.length;
    const c = await customerWithOrder();
    await service.waitFor(before + 1);
    const [arrived] = pushesTo(staff.device).filter((p) => p.payload.tag === `pedido-${c.orderId}`);
    expect(arrived?.payload).toMatchObject({ title: expect.stringContaining('Pedido nuevo'), url: '/home_orders' });
    expect(arrived?.payload.body).toContain(`Folio ${c.orderId}`);
    expect(arrived).toMatchObject({ ttl: 900, urgency: 'high', claims: { aud: service.origin, sub: expect.stringMatching(/^mailto:/) } });
    expect(arrived!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(arrived!.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);

    const staffCall = (action: string) =>
      post(`/orders/${action}`, { token: staff.token, branchToken: staff.branchToken, ORDER_ID: c.orderId, NOTES: '' });
    expect((await staffCall('orderStartStocking')).status).toBe(200);
    await packEveryLine(t.app, { token: staff.token, branchToken: staff.branchToken }, c.orderId);
    expect((await staffCall('orderDispatch')).status).toBe(200);
    // Sent by mistake: the recall (decision 064) tells the customer why, at once.
    expect((await staffCall('orderRecall')).status).toBe(200);
    await service.waitFor(before + 4);
    const toCustomer = pushesTo(c.device);
    expect(toCustomer.map((p) => p.payload.body)).toEqual([
      `Tu pedido con folio ${c.orderId} ahora está: Surtiendo`,
      `Tu pedido con folio ${c.orderId} ahora está: En camino`,
      `Tu pedido ${c.orderId} regresó a surtido: lo revisamos antes de enviarlo`,
    ]);
    expect(toCustomer.map((p) => [p.ttl, p.urgency])).toEqual([
      [86_400, 'normal'],
      [86_400, 'high'],
      [86_400, 'high'],
    ]);
    expect(toCustomer[0]?.payload).toMatchObject({ url: `/order_view/${c.orderId}`, tag: `pedido-${c.orderId}` });
    expect(service.refusals).toEqual([]);
  });

  it('forgets a device the push service says is gone (410, 404), and retries one that is down (5xx) until it answers', async () => {
    const c = await customerWithOrder();
    const gone = await subscribed(c.token);
    const missing = await subscribed(c.token);
    const flaky = await subscribed(c.token);
    let outages = 2;
    service.answer((id) => (id === gone ? 410 : id === missing ? 404 : id === flaky && outages-- > 0 ? 503 : null));
    const before = pushesTo(c.device).length;
    expect((await post('/orders/orderCancelByCustomer', { token: c.token, ORDER_ID: c.orderId })).status).toBe(200);
    const endpoints = async () =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, c.accountId))).map((s) => s.endpoint);
    await expect.poll(endpoints).toHaveLength(2);
    expect(await endpoints()).toEqual(expect.arrayContaining([`${service.origin}/push/${c.device}`, `${service.origin}/push/${flaky}`]));
    await expect.poll(() => pushesTo(flaky).length).toBe(1);
    expect(outages).toBeLessThan(0);
    expect(pushesTo(c.device).length).toBe(before + 1);
    expect(pushesTo(flaky)[0]?.payload.body).toBe(`Tu pedido con folio ${c.orderId} ahora está: Cancelado por el cliente`);
    service.answer(() => null);
  });

  it('reminds the branch while an order stays pending past five minutes, and stops once it is taken', async () => {
    const c = await customerWithOrder();
    const reminder = () => t.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, c.orderId));
    await expect.poll(async () => (await reminder()).length).toBe(1);
    const [armed] = await reminder();
    expect(armed).toMatchObject({ repeatEverySeconds: 300, repeatsLeft: 12 });
    expect(armed!.dueAt.getTime() - armed!.createdAt.getTime()).toBe(300_000);
    const reminders = () => pushesTo(staff.device).filter((p) => p.payload.title === 'Pedido pendiente en Centro');
    const before = reminders().length;
    // Five minutes pass (the row falls due): the staff device hears of the order again, same tag.
    await t.db
      .update(pushOutbox)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(pushOutbox.id, armed!.id));
    await expect.poll(() => reminders().length).toBe(before + 1);
    expect(reminders().at(-1)).toMatchObject({
      ttl: 300,
      urgency: 'high',
      payload: {
        body: `El pedido con folio ${c.orderId} lleva más de 5 minutos pendiente.`,
        tag: `pedido-${c.orderId}`,
        renotify: true,
        url: '/home_orders',
      },
    });
    // Re-armed for five minutes later, one repeat fewer.
    await expect.poll(async () => (await reminder())[0]?.repeatsLeft).toBe(11);
    expect((await reminder())[0]!.dueAt.getTime()).toBeGreaterThan(Date.now() + 290_000);
    // Taken by the branch: when the next reminder falls due it is dropped, not sent.
    const taken = await post('/orders/orderStartStocking', {
      token: staff.token,
      branchToken: staff.branchToken,
      ORDER_ID: c.orderId,
      NOTES: '',
    });
    expect(taken.status).toBe(200);
    await t.db
      .update(pushOutbox)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(pushOutbox.id, armed!.id));
    await expect.poll(async () => (await reminder()).length).toBe(0);
    expect(reminders().length).toBe(before + 1);
  });

  it('refuses a subscription that is not one, in Spanish, writing nothing', async () => {
    const c = await signedInCustomer(t.db);
    const res = await post('/push/subscribe', {
      token: c.token,
      SUBSCRIPTION: { endpoint: 'no es url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatch(/suscripción/);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, c.accountId))).toEqual([]);
    expect((await post('/push/subscribe', { token: 'x'.repeat(40), SUBSCRIPTION: service.subscribe(publicKey).json })).status).toBe(401);
  });

  it('takes the subscription from FIREBASE_TOKEN at sign-in and drops it at sign-out', async () => {
    const id = identityClient(t.app);
    const phone = nextPhone();
    await id.register(phone, 'Primera-Clave-1');
    const device = service.subscribe(publicKey);
    const login = await post('/login', { PHONE: phone, PASSWORD: 'Primera-Clave-1', FIREBASE_TOKEN: JSON.stringify(device.json) });
    expect(login.status).toBe(200);
    const byEndpoint = () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.json.endpoint));
    expect(await byEndpoint()).toHaveLength(1);
    expect((await post('/login', { PHONE: phone, PASSWORD: 'Primera-Clave-1', FIREBASE_TOKEN: '{"endpoint":1}' })).status).toBe(400);
    await post('/login/logout', { token: login.body.token as string });
    expect(await byEndpoint()).toEqual([]);
  });

  it("takes it from /login/new's FIREBASE_TOKEN, and from /login/google's firebase_token for the branch's new orders", async () => {
    const id = identityClient(t.app);
    const phone = nextPhone();
    const mine = service.subscribe(publicKey);
    const registered = await post('/login/new', {
      NAME: 'Nueva Clienta',
      PHONE: phone,
      PASSWORD: 'Primera-Clave-1',
      FIREBASE_UID: await id.proof(phone, 'register'),
      FIREBASE_TOKEN: JSON.stringify(mine.json),
    });
    expect(registered.status).toBe(200);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.json.endpoint));
    expect(row).toMatchObject({ accountId: (registered.body.user as { ID: number }).ID, branch: null });

    const monitor = service.subscribe(publicKey);
    const idp = await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'centro@demo.mostrador.mx' } });
    const google = await post('/login/google', {
      token: staff.token,
      google_token: idp.json<{ id_token: string }>().id_token,
      firebase_token: JSON.stringify(monitor.json),
    });
    expect(google.status).toBe(200);
    const before = service.received.length;
    const c = await customerWithOrder();
    await expect.poll(() => pushesTo(monitor.id).map((p) => p.payload.tag)).toEqual([`pedido-${c.orderId}`]);
    expect(service.received.length).toBeGreaterThan(before);
  });
});

describe.each(engines)('the push outbox on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed, pushWorker: false });
  });
  afterAll(() => t?.close());

  it("forgets a revoked session's devices and their waiting pushes, keeping the session that revoked it", async () => {
    const service = await startLocalPushService();
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json<{ PUBLIC_KEY: string }>().PUBLIC_KEY;
    const call = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    const phone = nextPhone();
    await identityClient(t.app).register(phone, 'Primera-Clave-1');
    const [old, kept] = [service.subscribe(key), service.subscribe(key)];
    const signIn = async (device: typeof old) =>
      (await call('/login', { PHONE: phone, PASSWORD: 'Primera-Clave-1', FIREBASE_TOKEN: JSON.stringify(device.json) })).body;
    const first = await signIn(old);
    const second = await signIn(kept);
    const accountId = Number((first.user as { ID: number }).ID);
    const [address] = await t.db
      .insert(addresses)
      .values({
        accountId,
        alias: 'Casa',
        calle: 'Av. Vallarta',
        numeroExterior: '1',
        colonia: 'Americana',
        codigoPostal: '44100',
        municipio: 'Guadalajara',
        estado: 'Jalisco',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    const token = second.token as string;
    await call('/orders/shoppingCartUpdateProductUnits', { token, SKU: 'P-GEL', UNITS: 1 });
    const orderId = (
      (await call('/orders/shoppingCartFinish', { token, PHONE: phone, ADDRESS_ID: address!.id })).body.orderDetails as { ID: number }
    ).ID;
    expect((await call('/orders/orderCancelByCustomer', { token, ORDER_ID: orderId })).status).toBe(200);
    const waiting = async () =>
      (
        await t.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushOutbox)
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
          .where(eq(pushOutbox.orderId, orderId))
      )
        .map((r) => r.endpoint)
        .sort();
    expect(await waiting()).toEqual([old.json.endpoint, kept.json.endpoint].sort());

    // A password change from the second device signs the first out: its device and its push go.
    const changed = await call('/customer/updatePassword', {
      token,
      PHONE: phone,
      CURRENT_PASSWORD: 'Primera-Clave-1',
      PASSWORD: 'Segunda-Clave-2',
    });
    expect(changed.status).toBe(200);
    expect(await waiting()).toEqual([kept.json.endpoint]);
    const devices = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
    expect(devices.map((d) => d.endpoint)).toEqual([kept.json.endpoint]);
    await service.close();
  });

  it('is written in the order transaction: a refused change leaves no push behind', async () => {
    const c = await signedInCustomer(t.db);
    const service = await startLocalPushService();
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/config' })).json<{ PUBLIC_KEY: string }>().PUBLIC_KEY;
    const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
    await call('/push/subscribe', { token: c.token, SUBSCRIPTION: service.subscribe(key).json });
    await call('/orders/shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: 1 });
    const orderId = (await call('/orders/shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).json<{
      orderDetails: { ID: number };
    }>().orderDetails.ID;
    expect((await call('/orders/orderCancelByCustomer', { token: c.token, ORDER_ID: orderId })).statusCode).toBe(200);
    const rows = () => t.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId));
    expect((await rows()).map((r) => (r.payload as { body: string }).body)).toEqual([
      `Tu pedido con folio ${orderId} ahora está: Cancelado por el cliente`,
    ]);
    expect((await call('/orders/orderCancelByCustomer', { token: c.token, ORDER_ID: orderId })).statusCode).toBe(409);
    expect(await rows()).toHaveLength(1);
    await service.close();
  });
});
