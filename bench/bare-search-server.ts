// Baseline for the search benchmark: a bare Fastify route on the same database (a pg pool of the
// app's size, or the embedded PGlite directory) that runs the very statements the app runs for
// each request (recorded by search-sql.ts) and sends the rows as JSON. No validation, no query
// building, no presenters, no ETag.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { closeOnSigterm } from './processes';
import { openRunner, type Statement } from './search-sql';

const port = Number(process.env.PORT ?? 3304);
const statements = JSON.parse(readFileSync(process.env.BARE_SQL_FILE ?? '', 'utf8')) as Record<string, Statement[]>;
const runner = await openRunner({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR ?? '' });

const app = Fastify({ logger: false });
app.get('/api/catalogue/products', async (req, reply) => {
  const list = statements[req.url];
  if (!list) return reply.code(404).send({ ok: false });
  let rows: unknown[] = [];
  for (const s of list) rows = await runner.query(s);
  return { ok: true, products: rows };
});
app.get('/api/ready', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
closeOnSigterm(
  () => app.close(),
  () => runner.close(),
);
