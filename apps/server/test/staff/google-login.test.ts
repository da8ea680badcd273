import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Database } from '../../src/db/client';
import { accountAccess, staffAssignments } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';

const CLIENT_ID = 'mostrador-pruebas.apps.googleusercontent.com';
const DOMAIN_MESSAGE = 'Esa cuenta de Google no pertenece al dominio de la empresa';
type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

/** A local stand-in for Google's JWKS endpoint, serving one RS256 public key. */
async function jwksServer(keys: Keys): Promise<{ url: string; server: Server }> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, server };
}

describe.each(engines)('branch staff Google sign-in on %s', (engine) => {
  let t: TestApp;
  let keys: Keys;
  let otherKeys: Keys;
  let jwks: { url: string; server: Server };
  let staffer: Awaited<ReturnType<typeof signedInCustomer>>;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    otherKeys = await generateKeyPair('RS256');
    jwks = await jwksServer(keys);
    t = await buildTestApp({
      engine,
      seed: (db: Database) => seedSmallDataset(db),
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url },
    });
    staffer = await signedInCustomer(t.db);
    customer = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: staffer.accountId, access: 'BRANCH_STAFF' });
    await t.db.insert(staffAssignments).values([
      { email: 'centro@farmacia.mx', branch: 'GDL-CENTRO', accountPhone: staffer.phone },
      { email: 'cliente@farmacia.mx', branch: 'GDL-CENTRO', accountPhone: customer.phone },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    jwks?.server.close();
  });

  const idToken = (
    claims: Record<string, unknown> = {},
    options: { key?: Keys; iss?: string; aud?: string; exp?: string | number; sub?: string } = {},
  ) =>
    new SignJWT({ email: 'centro@farmacia.mx', email_verified: true, name: 'Jorge', hd: 'farmacia.mx', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setSubject(options.sub ?? 'google-sub-1')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '1h')
      .sign((options.key ?? keys).privateKey);
  const login = async (token: string, google_token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/google',
      payload: { token, google_token, firebase_token: null, google_name: 'Jorge', google_picture: '' },
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const invalid = {
    status: 401,
    body: { ok: false, errors: 'No pudimos verificar tu cuenta de Google; vuelve a iniciar sesión con Google' },
  };

  it('gives the assigned branch and a branch token to its staff', async () => {
    const res = await login(staffer.token, await idToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' } });
    expect(String(res.body.branchToken).length).toBeGreaterThan(20);
  });

  it('refuses a token for another audience, from another issuer, expired, unsigned or tampered', async () => {
    expect(await login(staffer.token, await idToken({}, { aud: 'otra-app' }))).toEqual(invalid);
    expect(await login(staffer.token, await idToken({}, { iss: 'https://evil.example' }))).toEqual(invalid);
    expect(await login(staffer.token, await idToken({}, { exp: Math.floor(Date.now() / 1000) - 3600 }))).toEqual(invalid);
    expect(await login(staffer.token, await idToken({}, { key: otherKeys }))).toEqual(invalid);
    const good = await idToken();
    const [header, payload] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await login(staffer.token, none)).toEqual(invalid);
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, email: 'admin@farmacia.mx' })).toString('base64url')}.${good.split('.')[2]}`;
    expect(await login(staffer.token, tampered)).toEqual(invalid);
  });

  it('refuses an unknown e-mail, an unverified one, another person’s assignment, no staff access, and no session', async () => {
    expect((await login(staffer.token, await idToken({ email: 'nadie@farmacia.mx' }))).body.errors).toBe(
      'La cuenta nadie@farmacia.mx no tiene una sucursal asignada; pide a un administrador que te dé acceso',
    );
    expect((await login(staffer.token, await idToken({ email_verified: false }))).body.errors).toBe(
      'Tu correo de Google no está verificado',
    );
    expect((await login(customer.token, await idToken())).body.errors).toBe(
      'La cuenta centro@farmacia.mx está asignada a otra persona; inicia sesión con tu número celular',
    );
    expect((await login(customer.token, await idToken({ email: 'cliente@farmacia.mx' }, { sub: 'google-sub-9' }))).body.errors).toBe(
      'Tu cuenta no tiene acceso al monitor de sucursal',
    );
    expect((await login('inventado', await idToken())).status).toBe(401);
  });

  it('binds the Google account at first use: another Google account with the same e-mail is refused', async () => {
    expect((await login(staffer.token, await idToken({}, { sub: 'google-sub-1' }))).status).toBe(200);
    expect((await login(staffer.token, await idToken({}, { sub: 'google-sub-2' }))).body.errors).toBe(
      'La asignación de centro@farmacia.mx ya está ligada a otra cuenta de Google',
    );
  });

  it('with GOOGLE_ALLOWED_DOMAIN, accepts only accounts of that hosted domain', async () => {
    const strict = await buildTestApp({
      engine,
      seed: (db: Database) => seedSmallDataset(db),
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url, GOOGLE_ALLOWED_DOMAIN: 'farmacia.mx' },
    });
    try {
      const person = await signedInCustomer(strict.db);
      await strict.db.insert(accountAccess).values({ accountId: person.accountId, access: 'BRANCH_STAFF' });
      await strict.db.insert(staffAssignments).values({ email: 'centro@farmacia.mx', branch: 'GDL-CENTRO', accountPhone: person.phone });
      const signIn = async (hd: string | undefined) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/login/google',
          payload: { token: person.token, google_token: await idToken({ hd }) },
        });
      const other = await signIn('otra.mx');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ ok: false, errors: DOMAIN_MESSAGE });
      expect((await signIn(undefined)).statusCode).toBe(403);
      expect((await signIn('farmacia.mx')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('tells the sign-in page to use Google Identity Services with the configured client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login/google/config' });
    expect(res.json()).toEqual({ ok: true, CLIENT_ID, DEMO: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/idp/accounts' })).statusCode).toBe(404);
  });

  it('branch sign-out revokes only that branch token; the phone session and other tokens live on', async () => {
    const first = String((await login(staffer.token, await idToken())).body.branchToken);
    const second = String((await login(staffer.token, await idToken())).body.branchToken);
    const lastOrders = (branchToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/lastOrders',
        payload: { token: staffer.token, branchToken, DATE_START: '2026-01-01', DATE_END: '2026-01-02' },
      });
    expect((await lastOrders(first)).statusCode).toBe(200);
    // Another person's session cannot revoke it.
    await t.app.inject({ method: 'POST', url: '/api/login/google/logout', payload: { token: customer.token, branchToken: first } });
    expect((await lastOrders(first)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/google/logout',
      payload: { token: staffer.token, branchToken: first },
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await lastOrders(first)).statusCode).toBe(403);
    expect((await lastOrders(second)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/customer/addresses/list', payload: { token: staffer.token } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login/google/logout', payload: { token: 'inventado', branchToken: second } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the demo Google stand-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: (db: Database) => seedSmallDataset(db) });
  });
  afterAll(() => t?.close());

  it('lists the staff accounts and signs ID tokens the same verifier accepts', async () => {
    const staffer = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: staffer.accountId, access: 'BRANCH_STAFF' });
    await t.db.insert(staffAssignments).values({ email: 'zapopan@demo.mostrador.mx', branch: 'GDL-ZAPOPAN', accountPhone: staffer.phone });
    const accounts = (await t.app.inject({ method: 'GET', url: '/api/dev/idp/accounts' })).json<{ accounts: { email: string }[] }>()
      .accounts;
    expect(accounts.map((a) => a.email)).toContain('zapopan@demo.mostrador.mx');
    const { id_token } = (
      await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'zapopan@demo.mostrador.mx' } })
    ).json<{ id_token: string }>();
    const res = await t.app.inject({ method: 'POST', url: '/api/login/google', payload: { token: staffer.token, google_token: id_token } });
    expect(res.json()).toMatchObject({ ok: true, branch: { BRANCH: 'GDL-ZAPOPAN', NAME: 'Zapopan' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/idp/token', payload: { email: 'x@y.mx' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/login/google/config' })).json()).toMatchObject({ ok: true, DEMO: true });
  });
});
