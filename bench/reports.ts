// `npx tsx bench/reports.ts` (PostgreSQL: TEST_DATABASE_URL; PGlite without it): the reports'
// summary call (issue 37, decision 076) over a bulk history, 8 branches × ORDERS_PER_DAY × DAYS
// (environment; defaults: PostgreSQL 1,000 × 365 = 2.9 million orders, PGlite the demo's 25 × 90).
// Prints how long seeding took, then p50 and p95 per period (day, week, month, year; all branches
// and one) against a baseline in the same run: GET /api/health through the same app.
// Target: p95 ≤ 500 ms on PostgreSQL, ≤ 2 s on PGlite.
// BENCH_DATABASE_URL=postgres://…/reports_r keeps the history in that database: seeded on the first
// run only (a year takes many minutes), measured again on every run after a code change.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, todayInMexico } from '../packages/shared/src/format/date';
import { seedBulkOrders } from '../apps/server/src/seed/bulk-orders';
import { readShapes } from './reports-shapes';
import { personWith } from '../apps/server/test/helpers/back-office';
import { buildTestApp } from '../apps/server/test/helpers/build-test-app';
import { seedSmallDataset } from '../apps/server/test/helpers/dataset';
import { buildBranch } from '../apps/server/test/helpers/factories';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';

const KEPT = process.env.BENCH_DATABASE_URL;
const postgres = Boolean(process.env.TEST_DATABASE_URL ?? KEPT);
const PER_DAY = Number(process.env.ORDERS_PER_DAY ?? (postgres ? 1000 : 25));
const DAYS = Number(process.env.DAYS ?? (postgres ? 365 : 90));
const RUNS = Number(process.env.RUNS ?? 20);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)]!;

/** 8 active branches and 400 products (the bulk lines' catalogue). */
async function seed(db: Database) {
  await seedSmallDataset(db);
  for (let i = 0; i < 6; i++) await buildBranch(db, { code: `BENCH-${i + 1}`, name: `Sucursal ${i + 1}` });
  await db.execute(sql`insert into products (sku, name, barcode, price, presentation)
    select 'R-' || lpad(g::text, 4, '0'), 'Producto ' || g, '99' || lpad(g::text, 11, '0'), (10 + g % 300)::numeric(12, 2), 'Caja'
    from generate_series(1, 400) g`);
}

/** The kept database, migrated; seeded by the caller when it has no orders yet. */
async function keptDatabase(url: string): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 4, statementTimeoutMs: 0, connectTimeoutMs: 5_000 });
  await database.migrate();
  // The test helpers' people (phones 39…) from an earlier run: their phones would be taken again.
  await database.db.execute(sql`delete from accounts where phone like '39%' and password_hash = 'no-password'`);
  const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from orders`));
  if (Number(row?.n) === 0) await seed(database.db);
  return { database, seeded: Number(row?.n) > 0 };
}

async function main() {
  const kept = KEPT ? await keptDatabase(KEPT) : null;
  const t = await buildTestApp(kept ? { database: kept.database } : { engine: postgres ? 'postgres' : 'pglite', seed });
  try {
    const started = performance.now();
    const made = kept?.seeded
      ? await countHistory(t.db)
      : await seedBulkOrders(t.db, {
          perDay: PER_DAY,
          days: DAYS,
          onProgress: (p) =>
            console.log(`  ${p.days}/${p.totalDays} días, ${p.orders} pedidos, ${((performance.now() - started) / 1000).toFixed(0)} s`),
        });
    const seedSeconds = (performance.now() - started) / 1000;
    if (postgres)
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
        await tx.execute(sql`analyze`);
      });
    console.log(
      `${postgres ? 'PostgreSQL' : 'PGlite'}: ${made.orders} orders in ${made.branches} branches seeded (with roll-ups) in ${seedSeconds.toFixed(0)} s`,
    );
    // What each order change costs the trigger: one order's fact recomputed and the roll-ups moved.
    const ids = (await t.db.execute(sql`select id from orders order by random() limit ${RUNS}`)) as unknown as { rows: { id: number }[] };
    const refresh: number[] = [];
    for (const { id } of ids.rows) {
      const start = performance.now();
      await t.db.execute(sql`update orders set total = total + 1 where id = ${id}`);
      refresh.push(performance.now() - start);
    }
    console.log(
      `an order's update with its roll-ups (trigger): p50 ${pct(refresh, 0.5).toFixed(1)} ms, p95 ${pct(refresh, 0.95).toFixed(1)} ms`,
    );
    const { token } = await personWith(t.db, ['REPORTS']);
    const last = addDays(todayInMexico(), -1);
    console.log(`the longest period's reads, all branches (${Math.min(DAYS, 366)} days):`);
    await readShapes(t.db, { from: addDays(last, -(Math.min(DAYS, 366) - 1)), to: last, branch: '' }, Math.min(RUNS, 10));
    const periods = { day: 0, week: 6, month: 30, year: Math.min(DAYS, 366) - 1 };
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      baseline.push(performance.now() - start);
    }
    console.log(`baseline GET /api/health: p50 ${pct(baseline, 0.5).toFixed(1)} ms, p95 ${pct(baseline, 0.95).toFixed(1)} ms`);
    for (const [name, span] of Object.entries(periods)) {
      for (const BRANCH of ['', 'GDL-CENTRO']) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const end = addDays(last, -((i * 7) % Math.max(1, DAYS - span)));
          const start = performance.now();
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/admin/reports/summary',
            payload: { token, BRANCH, DATE_START: addDays(end, -span), DATE_END: end },
          });
          times.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        const p95 = pct(times, 0.95);
        console.log(
          `${name.padEnd(5)} ${BRANCH || 'todas'}: p50 ${pct(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${(p95 / pct(baseline, 0.95)).toFixed(0)}× baseline)`,
        );
      }
    }
  } finally {
    await t.close();
  }
}

async function countHistory(db: Database) {
  const [row] = rowsOf<{ orders: number; branches: number }>(
    await db.execute(sql`select count(*)::int as orders, count(distinct branch)::int as branches from orders`),
  );
  return { orders: Number(row?.orders), branches: Number(row?.branches) };
}

await main();
