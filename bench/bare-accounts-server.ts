// Baseline for the back office's account search: a bare Fastify route on the same PostgreSQL
// database (a pg pool of the app's size) running the very query the app's repository runs for a
// page of 25, and sending its rows as JSON. No validation, no session lookup, no presenter.
import Fastify from 'fastify';
import { closeOnSigterm, openBareDatabase } from './processes';
import { accountSearchQuery, createAccountAdminRepository } from '../apps/server/src/modules/customer/account-admin-repository';

const port = Number(process.env.PORT ?? 3305);
const database = await openBareDatabase();
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
