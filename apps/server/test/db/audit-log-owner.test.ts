import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { auditLog } from '../../src/db/schema/index';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';

// Issue 30: in production the app's role owns the database but not the audit trail
// (docs/deployment.md runs deploy/audit-log-owner.sql): it adds and reads rows, nothing more.
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const OWNER_SQL = new URL('../../../../deploy/audit-log-owner.sql', import.meta.url);

describe.skipIf(!ADMIN_URL)('the audit trail under the production roles (PostgreSQL)', () => {
  const suffix = randomBytes(5).toString('hex');
  const role = `mostrador_app_${suffix}`;
  const name = `mostrador_audit_${suffix}`;
  const urlAs = (user: string | null) => {
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    if (user) url.username = user;
    return url.toString();
  };
  const asSuperuser = async (text: string) => {
    const client = new pg.Client({ connectionString: urlAs(null) });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  let database: DatabaseHandle;

  beforeAll(async () => {
    await admin(`CREATE ROLE ${role} LOGIN`);
    await admin(`CREATE DATABASE ${name} OWNER ${role}`);
    const open = () =>
      openDatabase({ kind: 'postgres', url: urlAs(role), poolMax: 2, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000 });
    // The first start creates the tables as the app's role; then the operator's step.
    const first = await open();
    await first.migrate();
    await first.close();
    await asSuperuser(await readFile(OWNER_SQL, 'utf8'));
    await asSuperuser(await readFile(OWNER_SQL, 'utf8')); // idempotent
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it('the app still starts and migrates, and an admin action writes its audit row', async () => {
    await database.migrate();
    // A later release's migration may still add (and drop) its own tables.
    await database.db.execute(sql`create table later_release_probe (id int)`);
    await database.db.execute(sql`drop table later_release_probe`);
    await seedSmallDataset(database.db);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-audit-role-'));
    const config = loadConfig({ APP_MODE: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'web'), RATE_LIMIT_MAX: '100000' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const adminPerson = await personWith(database.db, ['ADMIN']);
      const person = await personWith(database.db, []);
      const res = await call(app, '/admin/users/setAccess', adminPerson.token, {
        ACCOUNT_ID: person.accountId,
        ACCESS: 'CUSTOMER_SUPPORT',
        GRANTED: true,
      });
      expect(res.statusCode).toBe(200);
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetAccountId, person.accountId));
      expect(rows.map((r) => r.action)).toHaveLength(1);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('the app’s role cannot change, delete, truncate or drop the trail, nor switch its triggers off', async () => {
    const attempts = [
      "update audit_log set reason = 'x'",
      'delete from audit_log',
      'truncate audit_log',
      'alter table audit_log disable trigger audit_log_append_only',
      'drop trigger audit_log_refuses_truncate on audit_log',
      'drop table audit_log cascade',
    ];
    for (const attempt of attempts) {
      // Drizzle wraps the driver's error: PostgreSQL's own words are its cause.
      const refusal = await database.db.execute(sql.raw(attempt)).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refusal, attempt).toMatch(/^(permission denied|must be owner)/);
    }
    const rows = await database.db.select({ id: auditLog.id }).from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
  });
});
