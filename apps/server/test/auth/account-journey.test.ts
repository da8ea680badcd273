import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginResponseSchema, RECOVERY_PLACEHOLDER_NAME } from '@mostrador/shared/schemas/auth';
import { accounts } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

describe.each(engines)('customer account journey on %s', (engine) => {
  let t: TestApp;
  let id: ReturnType<typeof identityClient>;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, clock });
  });
  // A client (and so a client address) per test: the per-IP SMS cap must not couple tests.
  beforeEach(() => {
    id = identityClient(t.app, { clock });
  });
  afterAll(() => t?.close());

  it('register → login → renew → update account → change password → logout', async () => {
    const phone = nextPhone();
    const registered = await id.register(phone, 'Girasol-Azul-77', 'Ana Torres');
    expect(LoginResponseSchema.parse(registered)).toMatchObject({
      user: { NAME: 'Ana Torres', PHONE: phone, EMAIL: '', BIRTH: '', SEX: '' },
      user_access: [{ ACCESS: 'ACCOUNT' }],
      user_addresses: [],
    });
    expect(registered.token.length).toBeGreaterThan(40);

    const login = await id.login(phone, 'Girasol-Azul-77');
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    expect(token).not.toBe(registered.token);

    const renewed = await id.post('/login/renewToken', { token, PHONE: phone });
    expect(renewed.statusCode).toBe(200);
    const renewedToken = renewed.json<{ token: string }>().token;
    expect(renewedToken).not.toBe(token);
    // The other phone cannot renew this session.
    expect((await id.post('/login/renewToken', { token: renewedToken, PHONE: nextPhone() })).statusCode).toBe(403);

    const updated = await id.post('/customer/updateAccount', {
      token: renewedToken,
      PHONE: phone,
      NAME: 'Ana Torres Ruiz',
      EMAIL: 'ana@example.com',
      BIRTH: '1990/05/17',
      SEX: 'F',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      ok: true,
      user: { NAME: 'Ana Torres Ruiz', EMAIL: 'ana@example.com', BIRTH: '1990-05-17', SEX: 'F' },
    });

    const wrongCurrent = await id.post('/customer/updatePassword', {
      token: renewedToken,
      PHONE: phone,
      CURRENT_PASSWORD: 'no-es-esta',
      PASSWORD: 'Otra-Clave-2026',
    });
    expect(wrongCurrent.json()).toEqual({ ok: false, errors: 'La contraseña actual no es correcta' });
    const changed = await id.post('/customer/updatePassword', {
      token: renewedToken,
      PHONE: phone,
      CURRENT_PASSWORD: 'Girasol-Azul-77',
      PASSWORD: 'Otra-Clave-2026',
    });
    expect(changed.statusCode).toBe(200);
    // The registration session is revoked; the session that changed the password lives on.
    expect((await id.post('/customer/addresses/list', { token: registered.token })).statusCode).toBe(401);
    expect((await id.post('/customer/addresses/list', { token: renewedToken })).statusCode).toBe(200);
    expect((await id.login(phone, 'Girasol-Azul-77')).statusCode).toBe(401);
    expect((await id.login(phone, 'Otra-Clave-2026')).statusCode).toBe(200);

    expect((await id.post('/login/logout', { token: renewedToken })).json()).toEqual({ ok: true });
    const after = await id.post('/customer/addresses/list', { token: renewedToken });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' });
    expect((await id.post('/login/logout', { token: renewedToken })).json()).toEqual({ ok: true });
  });

  it('recovery sets a new password, keeps the name and ends every old session', async () => {
    const phone = nextPhone();
    const { token: oldToken } = await id.register(phone, 'Primera-Clave-1', 'Luis Pérez');
    const res = await id.post('/login/new', {
      NAME: RECOVERY_PLACEHOLDER_NAME,
      PHONE: phone,
      PASSWORD: 'Segunda-Clave-2',
      FIREBASE_UID: await id.proof(phone, 'recover'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { NAME: 'Luis Pérez', PHONE: phone } });
    expect((await id.post('/customer/addresses/list', { token: oldToken })).statusCode).toBe(401);
    expect((await id.login(phone, 'Segunda-Clave-2')).statusCode).toBe(200);
  });

  it('recovery for a phone without an account and registration of a taken phone say so', async () => {
    const phone = nextPhone();
    const none = await id.post('/login/new', {
      NAME: RECOVERY_PLACEHOLDER_NAME,
      PHONE: phone,
      PASSWORD: 'Segunda-Clave-2',
      FIREBASE_UID: await id.proof(phone, 'recover'),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ errors: string }>().errors).toMatch(/No hay una cuenta/);
    await id.register(phone, 'Primera-Clave-1');
    const again = await id.post('/login/new', {
      NAME: 'Otra Persona',
      PHONE: phone,
      PASSWORD: 'Segunda-Clave-2',
      FIREBASE_UID: await id.proof(phone, 'register'),
    });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(1);
  });

  it('an unknown phone and a wrong password get the same answer', async () => {
    const phone = nextPhone();
    await id.register(phone, 'Primera-Clave-1');
    const wrong = await id.login(phone, 'Equivocada-123');
    const unknown = await id.login(nextPhone(), 'Equivocada-123');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ ok: false, errors: 'Número celular o contraseña incorrectos' });
  });

  it('stores passwords as argon2id with 19 MiB, 2 iterations and parallelism 1', async () => {
    const phone = nextPhone();
    await id.register(phone, 'Primera-Clave-1');
    const [row] = await t.db.select().from(accounts).where(eq(accounts.phone, phone));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Primera-Clave-1');
  });

  it('refuses weak passwords in Spanish and writes nothing', async () => {
    const phone = nextPhone();
    const proof = await id.proof(phone, 'register');
    for (const [PASSWORD, errors] of [
      ['corta', 'La contraseña debe tener al menos 8 caracteres'],
      ['contraseña123', 'Esa contraseña es de las más usadas; elige una más difícil de adivinar'],
      [phone, 'La contraseña no puede ser tu número celular'],
      ['x'.repeat(129), 'La contraseña puede tener como máximo 128 caracteres'],
    ] as const) {
      const res = await id.post('/login/new', { NAME: 'Alguien', PHONE: phone, PASSWORD, FIREBASE_UID: proof });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, errors });
    }
    expect(await t.db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(0);
    // The proof survived the refusals: the person fixes the password and goes on.
    expect(
      (await id.post('/login/new', { NAME: 'Alguien', PHONE: phone, PASSWORD: 'Buena-Clave-99', FIREBASE_UID: proof })).statusCode,
    ).toBe(200);
  });

  it('two tabs renewing the same token at once both stay signed in', async () => {
    const phone = nextPhone();
    const { token } = await id.register(phone, 'Primera-Clave-1');
    const first = (await id.post('/login/renewToken', { token, PHONE: phone })).json<{ token: string }>().token;
    const second = await id.post('/login/renewToken', { token, PHONE: phone });
    expect(second.statusCode).toBe(200);
    for (const tk of [first, second.json<{ token: string }>().token]) {
      expect((await id.post('/customer/addresses/list', { token: tk })).statusCode).toBe(200);
    }
  });
});
