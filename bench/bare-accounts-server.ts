// Baseline for the back office's account search: a bare Fastify route on the same PostgreSQL
// database (a pg pool of the app's size) running the very query the app's repository runs for a
// page of 25, and sending its rows as JSON. No validation, no session lookup, no presenter.
import Fastify from 'fastify';
import { closeOnSigterm } from './processes';
import { openDatabase } from '../apps/server/src/db/client';
import { accountSearchQuery, createAccountAdminRepository } from '../apps/server/src/modules/customer/account-admin-repository';

const port = Number(process.env.PORT ?? 3305);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({
  kind: 'postgres',
  url,
  poolMax: Number(process.env.DB_POOL_MAX ?? 10),
  statementTimeoutMs: 10_000,
  connectTimeoutMs: 5_000,
});
const repo = createAccountAdminRepository(database.db);

const app = Fastify({ logger: false });
app.post('/api/admin/users/search', async (req) => {
  const { QUERY } = req.body as { QUERY: string };
  return { ok: true, accounts: await repo.search(accountSearchQuery(QUERY), 26, 0) };
});
app.get('/api/ready', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
closeOnSigterm(
  () => app.close(),
  () => database.close(),
);
