import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '@mostrador/shared/schemas/admin';
import type { SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import { ManualClock } from '../../src/lib/clock';
import { solveChallenge } from '../../src/modules/auth/antibot';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

// Issue 30 point 3: an SMS code cannot be guessed (daily caps per phone) nor pumped (per-/64 caps,
// proof of work that grows with an address's failures). The odds are worked out in docs/security.md.
const WRONG = 'Ups al parecer el código es incorrecto, por favor verifique';
const LOCKED =
  /^Se ingresaron demasiados códigos incorrectos para este número\. Inténtalo de nuevo en (\d+) horas o pide ayuda a atención a clientes\.$/;
const TOO_MANY_TODAY = /^Ya pediste varios códigos para este número\. Inténtalo de nuevo en \d+ horas\.$/;
const IP_LIMIT = 'Demasiadas solicitudes de código desde esta conexión. Inténtalo de nuevo más tarde.';
const CAPTCHA_REQUIRED = 'Confirma que no eres un robot para continuar.';
const HOUR_MS = 60 * 60_000;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(engines)('SMS codes cannot be guessed or pumped on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  const client = (remoteAddress?: string) => identityClient(t.app, { clock, ...(remoteAddress ? { remoteAddress } : {}) });
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, clock });
  });
  afterAll(() => t?.close());

  it('three wrong codes a day per phone, across codes, purposes and addresses, then no code is taken or sent for a day', async () => {
    const phone = nextPhone();
    const [a, b, c] = [client(), client(), client()];
    await a.sendCode(phone, 'register');
    expect((await a.verify(phone, 'register', wrongCode(await a.lastCode(phone)))).json()).toEqual({ ok: false, errors: WRONG });
    await b.sendCode(phone, 'recover');
    const code = await b.lastCode(phone);
    expect((await b.verify(phone, 'recover', wrongCode(code))).json()).toEqual({ ok: false, errors: WRONG });
    const third = await c.verify(phone, 'recover', wrongCode(code));
    expect(third.statusCode).toBe(429);
    expect(third.json<{ errors: string }>().errors).toMatch(LOCKED);
    // Retry-After is the wait the message rounds up to hours: a day after the first wrong code.
    const hours = Number(LOCKED.exec(third.json<{ errors: string }>().errors)![1]);
    expect(Math.ceil(Number(third.headers['retry-after']) / 3600)).toBe(hours);
    expect(hours).toBe(24);
    // Locked: the right code is refused and no new code goes out, from any address.
    expect((await c.verify(phone, 'recover', code)).json<{ errors: string }>().errors).toMatch(LOCKED);
    const send = await client().sendCode(phone, 'recover');
    expect([send.statusCode, send.json<{ errors: string }>().errors]).toEqual([429, expect.stringMatching(LOCKED)]);
    clock.advance(24 * HOUR_MS);
    const fresh = client();
    expect((await fresh.sendCode(phone, 'recover')).statusCode).toBe(200);
    expect((await fresh.verify(phone, 'recover', await fresh.lastCode(phone))).statusCode).toBe(200);
  });

  it('parallel wrong codes for one phone, on codes of both purposes, cannot pass the daily count together', async () => {
    const phone = nextPhone();
    const id = client();
    await id.sendCode(phone, 'register');
    await id.sendCode(phone, 'recover');
    const code = await id.lastCode(phone);
    const purposes = ['register', 'recover', 'register', 'recover', 'register', 'recover'] as const;
    const answers = await Promise.all(purposes.map((purpose) => id.verify(phone, purpose, wrongCode(code))));
    expect(answers.filter((r) => r.json<{ errors: string }>().errors === WRONG)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it('ten codes a day per phone; support may still send a recovery code, audited', async () => {
    const customer = await signedInCustomer(t.db);
    for (const batch of [3, 3, 3, 1]) {
      const id = client(); // a fresh address per batch: the per-address cap is another test's
      for (let i = 0; i < batch; i++) expect((await id.sendCode(customer.phone, 'recover')).statusCode).toBe(200);
      clock.advance(15 * 60_000);
    }
    const eleventh = await client().sendCode(customer.phone, 'recover');
    expect([eleventh.statusCode, eleventh.json<{ errors: string }>().errors]).toEqual([429, expect.stringMatching(TOO_MANY_TODAY)]);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    const agent = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const sent = await call(t.app, '/support/sendRecovery', agent.token, { ACCOUNT_ID: customer.accountId, REASON: 'Llamó a la sucursal' });
    expect(sent.statusCode).toBe(200);
    clock.advance(24 * HOUR_MS);
    expect((await client().sendCode(customer.phone, 'recover')).statusCode).toBe(200);
  });

  it('support unlocks a phone locked by wrong codes, with an audit row; the customer may then recover', async () => {
    const customer = await signedInCustomer(t.db);
    const id = client();
    await id.sendCode(customer.phone, 'recover');
    const code = await id.lastCode(customer.phone);
    for (let i = 0; i < 3; i++) await id.verify(customer.phone, 'recover', wrongCode(code));
    const agent = await personWith(t.db, ['CUSTOMER_SUPPORT']);
    const support = (action: string, body: object) => call(t.app, `/support/${action}`, agent.token, body);
    const view = async () => (await support('customer', { ACCOUNT_ID: customer.accountId })).json<SupportCustomerResponse>().customer;
    expect((await view()).SIGN_IN_WAIT_S).toBeGreaterThan(23 * 3600);
    expect((await support('sendRecovery', { ACCOUNT_ID: customer.accountId, REASON: 'Olvidó su contraseña' })).statusCode).toBe(429);
    const unlocked = await support('unlockSignIn', { ACCOUNT_ID: customer.accountId, REASON: 'Verificó su identidad por teléfono' });
    expect(unlocked.json()).toEqual({ ok: true, RESPONSE: `El inicio de sesión del ${customer.phone} quedó desbloqueado` });
    expect((await view()).SIGN_IN_WAIT_S).toBe(0);
    // The code the lock voided stays void; a new one works.
    expect((await id.verify(customer.phone, 'recover', code)).statusCode).toBe(400);
    expect((await id.sendCode(customer.phone, 'recover')).statusCode).toBe(200);
    expect((await id.verify(customer.phone, 'recover', await id.lastCode(customer.phone))).statusCode).toBe(200);
    const admin = await personWith(t.db, ['ADMIN']);
    const trail = (await call(t.app, '/admin/audit/list', admin.token, { TARGET_ID: customer.accountId })).json<AuditListResponse>();
    expect(trail.entries.map((e) => [e.ACTION, e.REASON])).toEqual([['support.signInUnlocked', 'Verificó su identidad por teléfono']]);
  });

  it('the per-address send cap and the anti-bot failures count an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 10; i++) expect((await client(`2001:db8:30:3::${i}`).sendCode(nextPhone(), 'register')).statusCode).toBe(200);
    const capped = await client('2001:db8:30:3:ffff:1:2:3').sendCode(nextPhone(), 'register');
    expect([capped.statusCode, capped.json()]).toEqual([429, { ok: false, errors: IP_LIMIT }]);
    expect((await client('2001:db8:30:4::1').sendCode(nextPhone(), 'register')).statusCode).toBe(200);

    for (let i = 1; i <= 3; i++) {
      const id = client(`2001:db8:31:3::${i}`);
      const { CHALLENGE } = (await id.post('/auth/sms/challenge', {})).json<{ CHALLENGE: string }>();
      await id.post('/auth/sms/send', { PHONE: nextPhone(), PURPOSE: 'register', CAPTCHA: { CHALLENGE, NONCE: 'x' } });
    }
    const next = (await client('2001:db8:31:3::99').post('/auth/sms/challenge', {})).json<{ VISIBLE: boolean }>();
    expect(next.VISIBLE).toBe(true);
  });

  it("the proof of work's difficulty rises with the address's recent failures, and an older, easier one is refused", async () => {
    const id = client();
    const challenge = async () =>
      (await id.post('/auth/sms/challenge', {})).json<{ CHALLENGE: string; DIFFICULTY: number; VISIBLE: boolean }>();
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { CHALLENGE } = await challenge();
        await id.post('/auth/sms/send', { PHONE: nextPhone(), PURPOSE: 'register', CAPTCHA: { CHALLENGE, NONCE: 'x' } });
      }
    };
    expect(await challenge()).toMatchObject({ DIFFICULTY: 4, VISIBLE: false });
    await fail(3);
    const easier = await challenge();
    expect(easier).toMatchObject({ DIFFICULTY: 6, VISIBLE: true });
    await fail(2);
    expect(await challenge()).toMatchObject({ DIFFICULTY: 8, VISIBLE: true });
    const stale = await id.post('/auth/sms/send', {
      PHONE: nextPhone(),
      PURPOSE: 'register',
      CAPTCHA: { CHALLENGE: easier.CHALLENGE, NONCE: solveChallenge(easier.CHALLENGE, easier.DIFFICULTY) },
    });
    expect([stale.statusCode, stale.json()]).toEqual([400, { ok: false, errors: CAPTCHA_REQUIRED }]);
    await fail(10);
    expect(await challenge()).toMatchObject({ DIFFICULTY: 10 }); // at most 2⁶ times the base work
    expect((await id.sendCode(nextPhone(), 'register')).statusCode).toBe(200);
    // An hour without failures: back to the base.
    clock.advance(HOUR_MS);
    expect(await challenge()).toMatchObject({ DIFFICULTY: 4, VISIBLE: false });
  });
});
