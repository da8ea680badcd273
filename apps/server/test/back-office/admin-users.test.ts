import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_PLACEHOLDER_NAME } from '@mostrador/shared/schemas/auth';
import type { AccountChangeResponse, AccountSearchResponse, AuditListResponse } from '@mostrador/shared/schemas/admin';
import { accounts, auditLog, branchTokens, staffAssignments } from '../../src/db/schema/index';
import { seedBulkAccounts } from '../../src/seed/bulk-accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';
import { eq, sql } from 'drizzle-orm';

const auditCount = async (t: TestApp) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe.each(engines)('people and access on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof personWith>>;
  const post = (url: string, body: object = {}, token = admin.token) => call(t.app, url, token, body);

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    admin = await personWith(t.db, ['ADMIN']);
    await t.db.update(accounts).set({ name: 'Ádmin Central', email: 'admin@farmacia.mx' }).where(eq(accounts.id, admin.accountId));
  });
  afterAll(() => t.close());

  it('finds people by name without accents, by phone prefix and by e-mail, a page at a time', async () => {
    const maria = await personWith(t.db, []);
    await t.db.update(accounts).set({ name: 'María José González', email: 'mjgonzalez@correo.mx' }).where(eq(accounts.id, maria.accountId));
    const byName = (await post('/admin/users/search', { QUERY: 'maria gonz' })).json<AccountSearchResponse>();
    expect(byName.accounts.map((a) => a.ID)).toEqual([maria.accountId]);
    expect(byName.accounts[0]).toMatchObject({ ACCESS: ['ACCOUNT'], DISABLED: false, OPEN_SESSIONS: 1, STAFF: [] });
    expect(byName.accounts[0]!.LAST_SIGN_IN).not.toBeNull();
    const byPhone = (
      await post('/admin/users/search', { QUERY: maria.phone.slice(0, 6).replace(/(\d{2})/, '$1 ') })
    ).json<AccountSearchResponse>();
    expect(byPhone.accounts.map((a) => a.ID)).toContain(maria.accountId);
    const byEmail = (await post('/admin/users/search', { QUERY: 'MJGONZ' })).json<AccountSearchResponse>();
    expect(byEmail.accounts.map((a) => a.ID)).toEqual([maria.accountId]);
    const typedEmail = (await post('/admin/users/search', { QUERY: 'mjgonzalez@correo' })).json<AccountSearchResponse>();
    expect(typedEmail.accounts.map((a) => a.ID)).toEqual([maria.accountId]);
    expect((await post('/admin/users/search', { QUERY: 'zzzyx' })).json<AccountSearchResponse>().accounts).toEqual([]);
    expect((await post('/admin/users/search', { QUERY: "'&|!:*" })).json<AccountSearchResponse>().accounts).toEqual([]);
  });

  it('says so when a query matches more people than it lists, instead of sorting them all', async () => {
    await seedBulkAccounts(t.db, 520);
    const many = (await post('/admin/users/search', { QUERY: '77' })).json<AccountSearchResponse>();
    expect(many).toMatchObject({ MANY_MATCHES: true, HAS_MORE: true });
    expect(many.accounts).toHaveLength(25);
    const one = (await post('/admin/users/search', { QUERY: '7700000007' })).json<AccountSearchResponse>();
    expect(one).toMatchObject({ MANY_MATCHES: false, HAS_MORE: false });
    expect(one.accounts.map((a) => a.PHONE)).toEqual(['7700000007']);
  });

  it('pages the whole list, newest first', async () => {
    for (let i = 0; i < 26; i++) await personWith(t.db, []);
    const first = (await post('/admin/users/search', { QUERY: '', PAGE: 1 })).json<AccountSearchResponse>();
    expect(first.accounts).toHaveLength(25);
    expect(first.HAS_MORE).toBe(true);
    const ids = first.accounts.map((a) => a.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await post('/admin/users/search', { QUERY: '', PAGE: 2 })).json<AccountSearchResponse>();
    expect(second.accounts.map((a) => a.ID).some((id) => ids.includes(id))).toBe(false);
  });

  it('grants and revokes access, each change audited with who, what, why and where', async () => {
    const person = await personWith(t.db, []);
    const granted = await post('/admin/users/setAccess', {
      ACCOUNT_ID: person.accountId,
      ACCESS: 'CUSTOMER_SUPPORT',
      GRANTED: true,
      REASON: 'Nuevo en atención',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<AccountChangeResponse>().account.ACCESS).toEqual(['ACCOUNT', 'CUSTOMER_SUPPORT']);
    // The person's next call already carries the new access.
    expect((await call(t.app, '/support/search', person.token, { QUERY: 'x' })).statusCode).toBe(200);
    const revoked = await post('/admin/users/setAccess', { ACCOUNT_ID: person.accountId, ACCESS: 'CUSTOMER_SUPPORT', GRANTED: false });
    expect(revoked.json<AccountChangeResponse>().account.ACCESS).toEqual(['ACCOUNT']);
    expect((await call(t.app, '/support/search', person.token, { QUERY: 'x' })).statusCode).toBe(403);
    const trail = (await post('/admin/audit/list', { TARGET_ID: person.accountId })).json<AuditListResponse>();
    expect(trail.entries.map((e) => [e.ACTION, e.TARGET_TEXT, e.ACTOR_ID, e.IP])).toEqual([
      ['access.revoked', 'CUSTOMER_SUPPORT', admin.accountId, '10.9.8.7'],
      ['access.granted', 'CUSTOMER_SUPPORT', admin.accountId, '10.9.8.7'],
    ]);
    expect(trail.entries[1]).toMatchObject({ ACTION_NAME: 'Dio acceso', REASON: 'Nuevo en atención', ACTOR_NAME: 'Ádmin Central' });
    // Granting what the person already has changes nothing and writes nothing.
    const before = await auditCount(t);
    await post('/admin/users/setAccess', { ACCOUNT_ID: person.accountId, ACCESS: 'ACCOUNT', GRANTED: true });
    expect(await auditCount(t)).toBe(before);
  });

  it('refuses bad input in Spanish, naming the field, and writes nothing', async () => {
    const before = await auditCount(t);
    const unknownAccess = await post('/admin/users/setAccess', { ACCOUNT_ID: admin.accountId, ACCESS: 'ROOT', GRANTED: true });
    expect(unknownAccess.statusCode).toBe(400);
    expect(unknownAccess.json().errors).toMatch(/^El campo «Acceso» debe ser uno de: /);
    const missing = await post('/admin/users/setDisabled', { ACCOUNT_ID: 999_999, DISABLED: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe('No encontramos la cuenta 999999');
    const badEmail = await post('/admin/users/assignStaff', { ACCOUNT_ID: admin.accountId, EMAIL: 'no-es-correo', BRANCH: 'GDL-CENTRO' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toBe('El campo «Correo electrónico» no es un correo electrónico válido');
    const badPhone = await post('/admin/users/invite', { PHONE: '123', NAME: 'X', ACCESS: [] });
    expect(badPhone.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);
  });

  it('never lets an admin remove their own ADMIN, disable themselves, or leave no active admin', async () => {
    const own = await post('/admin/users/setAccess', { ACCOUNT_ID: admin.accountId, ACCESS: 'ADMIN', GRANTED: false });
    expect(own.statusCode).toBe(409);
    expect(own.json().errors).toBe('No puedes quitarte tu propio acceso de administrador ni desactivar tu cuenta');
    expect((await post('/admin/users/setDisabled', { ACCOUNT_ID: admin.accountId, DISABLED: true })).statusCode).toBe(409);
    // A second admin may take the first's ADMIN only while another active admin remains.
    const second = await personWith(t.db, ['ADMIN']);
    const third = await personWith(t.db, ['ADMIN']);
    expect((await post('/admin/users/setDisabled', { ACCOUNT_ID: third.accountId, DISABLED: true })).statusCode).toBe(200);
    const last = await call(t.app, '/admin/users/setAccess', second.token, {
      ACCOUNT_ID: admin.accountId,
      ACCESS: 'ADMIN',
      GRANTED: false,
    });
    expect(last.statusCode).toBe(200);
    const lastOne = await call(t.app, '/admin/users/setDisabled', admin.token, { ACCOUNT_ID: second.accountId, DISABLED: true });
    expect(lastOne.statusCode).toBe(403); // the first admin is no admin any more
    await call(t.app, '/admin/users/setAccess', second.token, { ACCOUNT_ID: admin.accountId, ACCESS: 'ADMIN', GRANTED: true });
    await post('/admin/users/setDisabled', { ACCOUNT_ID: third.accountId, DISABLED: false });
  });

  it('disables an account: its sessions die at once, it cannot sign in, its data stays; enabling lets it back', async () => {
    const id = identityClient(t.app);
    const phone = nextPhone();
    const registered = await id.register(phone, 'Contraseña-Segura-91');
    const accountId = registered.user.ID;
    const off = await post('/admin/users/setDisabled', { ACCOUNT_ID: accountId, DISABLED: true, REASON: 'Fraude reportado' });
    expect(off.json<AccountChangeResponse>().account).toMatchObject({ DISABLED: true, OPEN_SESSIONS: 0 });
    expect((await call(t.app, '/customer/addresses/list', registered.token)).statusCode).toBe(401);
    const signIn = await id.login(phone, 'Contraseña-Segura-91');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().errors).toBe('Esta cuenta está desactivada; comunícate con atención a clientes');
    // A wrong password still reads as a wrong password: the state is told only to who knows it.
    expect((await id.login(phone, 'otra-cosa-123')).statusCode).toBe(401);
    await post('/admin/users/setDisabled', { ACCOUNT_ID: accountId, DISABLED: false });
    expect((await id.login(phone, 'Contraseña-Segura-91')).statusCode).toBe(200);
  });

  it('closes every session of a person', async () => {
    const person = await personWith(t.db, []);
    const closed = await post('/admin/users/closeSessions', { ACCOUNT_ID: person.accountId });
    expect(closed.json<AccountChangeResponse>().account.OPEN_SESSIONS).toBe(0);
    expect((await call(t.app, '/customer/addresses/list', person.token)).statusCode).toBe(401);
  });

  it('assigns, moves and removes a staff e-mail; moving or removing revokes its branch tokens', async () => {
    const person = await personWith(t.db, ['BRANCH_STAFF']);
    const assigned = await post('/admin/users/assignStaff', {
      ACCOUNT_ID: person.accountId,
      EMAIL: 'Nuevo@Farmacia.mx',
      BRANCH: 'GDL-CENTRO',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<AccountChangeResponse>().account.STAFF).toEqual([
      { EMAIL: 'nuevo@farmacia.mx', BRANCH: 'GDL-CENTRO', BRANCH_NAME: expect.any(String) },
    ]);
    const [session] = await t.db
      .execute<{ id: number }>(sql`select id from sessions where account_id = ${person.accountId}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await t.db
      .insert(branchTokens)
      .values({ sessionId: session!.id, branch: 'GDL-CENTRO', tokenHash: 'h-nuevo', staffEmail: 'nuevo@farmacia.mx' });
    const taken = await post('/admin/users/assignStaff', { ACCOUNT_ID: admin.accountId, EMAIL: 'nuevo@farmacia.mx', BRANCH: 'GDL-CENTRO' });
    expect(taken.statusCode).toBe(409);
    const unknownBranch = await post('/admin/users/assignStaff', {
      ACCOUNT_ID: person.accountId,
      EMAIL: 'nuevo@farmacia.mx',
      BRANCH: 'NO-EXISTE',
    });
    expect(unknownBranch.statusCode).toBe(404);
    const moved = await post('/admin/users/assignStaff', {
      ACCOUNT_ID: person.accountId,
      EMAIL: 'nuevo@farmacia.mx',
      BRANCH: 'GDL-ZAPOPAN',
    });
    expect(moved.json<AccountChangeResponse>().account.STAFF[0]!.BRANCH).toBe('GDL-ZAPOPAN');
    expect(await t.db.select().from(branchTokens).where(eq(branchTokens.staffEmail, 'nuevo@farmacia.mx'))).toEqual([]);
    const removed = await post('/admin/users/removeStaff', { ACCOUNT_ID: person.accountId, EMAIL: 'nuevo@farmacia.mx' });
    expect(removed.json<AccountChangeResponse>().account.STAFF).toEqual([]);
    expect(await t.db.select().from(staffAssignments).where(eq(staffAssignments.email, 'nuevo@farmacia.mx'))).toEqual([]);
    const trail = (await post('/admin/audit/list', { TARGET_ID: person.accountId })).json<AuditListResponse>();
    expect(trail.entries.map((e) => e.ACTION)).toEqual(['staff.removed', 'staff.moved', 'staff.assigned']);
  });

  it('invites a phone with chosen access; the password is set by SMS recovery, never by the admin', async () => {
    const phone = nextPhone();
    const invited = await post('/admin/users/invite', { PHONE: phone, NAME: 'Ana Surtidora', ACCESS: ['ACCOUNT', 'BRANCH_STAFF'] });
    expect(invited.statusCode).toBe(200);
    expect(invited.json<AccountChangeResponse>().account).toMatchObject({ PHONE: phone, ACCESS: ['ACCOUNT', 'BRANCH_STAFF'] });
    expect((await post('/admin/users/invite', { PHONE: phone, NAME: 'Otra', ACCESS: [] })).statusCode).toBe(409);
    const id = identityClient(t.app);
    const proof = await id.proof(phone, 'recover');
    const set = await id.post('/login/new', {
      NAME: RECOVERY_PLACEHOLDER_NAME,
      PHONE: phone,
      PASSWORD: 'Surtir-Pedidos-2026',
      FIREBASE_UID: proof,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.NAME).toBe('Ana Surtidora');
    expect(set.json().user_access).toEqual([{ ACCESS: 'ACCOUNT' }, { ACCESS: 'BRANCH_STAFF' }]);
  });

  it('shows a person with their history, and exports the trail as CSV that spreadsheets read safely', async () => {
    const person = await personWith(t.db, []);
    await t.db.update(accounts).set({ name: '=HYPERLINK("x")' }).where(eq(accounts.id, person.accountId));
    await post('/admin/users/setAccess', { ACCOUNT_ID: person.accountId, ACCESS: 'SAMPLES', GRANTED: true, REASON: 'Diseño, "temporal"' });
    const detail = (await post('/admin/users/detail', { ACCOUNT_ID: person.accountId })).json();
    expect(detail.history.map((e: { ACTION: string }) => e.ACTION)).toEqual(['access.granted']);
    const csv = await post('/admin/audit/export', { TARGET_ID: person.accountId });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha,Quién,Acción,Cuenta,Pedido,Objeto,Antes,Después,Motivo,IP');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[1]).toContain('"Diseño, ""temporal"""');
  });

  it('keeps the trail append-only even for the database owner', async () => {
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`update audit_log set reason = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});

describe('staff e-mails of the company domain', () => {
  it('binds only e-mails of GOOGLE_ALLOWED_DOMAIN when it is set', async () => {
    const t = await buildTestApp({ seed: seedSmallDataset, env: { GOOGLE_ALLOWED_DOMAIN: 'farmacia.mx' } });
    try {
      const admin = await personWith(t.db, ['ADMIN']);
      const person = await personWith(t.db, ['BRANCH_STAFF']);
      const outside = await call(t.app, '/admin/users/assignStaff', admin.token, {
        ACCOUNT_ID: person.accountId,
        EMAIL: 'ana@gmail.com',
        BRANCH: 'GDL-CENTRO',
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toBe('El correo debe ser de la empresa (@farmacia.mx)');
      const inside = await call(t.app, '/admin/users/assignStaff', admin.token, {
        ACCOUNT_ID: person.accountId,
        EMAIL: 'ana@farmacia.mx',
        BRANCH: 'GDL-CENTRO',
      });
      expect(inside.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
