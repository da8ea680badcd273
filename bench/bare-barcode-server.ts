// Baseline for the price checker's lookup: a bare Fastify route on the same PostgreSQL database
// (a pg pool of the app's size) running the very prepared statement the app runs
// (barcode-query.ts) and sending its row as JSON. No validation, no check digit, no rate limit,
// no presenter, no ETag.
import Fastify from 'fastify';
import { closeOnSigterm, openBareDatabase } from './processes';
import { findByBarcode } from '../apps/server/src/modules/catalogue/barcode-query';

const port = Number(process.env.PORT ?? 3307);
const database = await openBareDatabase();

const app = Fastify({ logger: false });
app.get('/api/catalogue/barcode/:EAN', async (req, reply) => {
  const { EAN } = req.params as { EAN: string };
  const { BRANCH } = req.query as { BRANCH?: string };
  const row = await findByBarcode(database.db, EAN, BRANCH ?? null);
  return row ? { ok: true, product: row } : reply.code(404).send({ ok: false });
});
app.get('/api/ready', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
closeOnSigterm(
  () => app.close(),
  () => database.close(),
);
