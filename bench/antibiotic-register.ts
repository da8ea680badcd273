// `npx tsx bench/antibiotic-register.ts` (PostgreSQL: TEST_DATABASE_URL; PGlite without it): a
// year of one branch's antibiotic register (50,000 rows, inserted with SQL) exported as CSV and as
// XLSX through the real calls, 5 runs each; prints the medians. Target ≤ 5 s each (decision 072).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, todayInMexico } from '../packages/shared/src/format/date';
import { personWith } from '../apps/server/test/helpers/back-office';
import { buildTestApp } from '../apps/server/test/helpers/build-test-app';
import { AMOX, placeOrder, seedPicking } from '../apps/server/test/helpers/picking';

const ROWS = 50_000;
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const t = await buildTestApp({ engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', seed: seedPicking });
  try {
    const orderId = await placeOrder(t, [{ sku: AMOX.sku, units: 1 }]);
    await t.db.execute(sql`insert into antibiotic_register (branch, order_id, position, sku, dispensed_at, generic_name,
        brand_name, presentation, lot, expiry, quantity, doctor_name, cedula, doctor_address)
      select 'GDL-CENTRO', ${orderId}, 0, ${AMOX.sku}, now() - (g * interval '1 year' / ${ROWS}), 'Amoxicilina', 'Amoxil',
        'Caja con 12 cápsulas de 500 mg', 'L' || (g % 97), current_date + 365, 1 + g % 3, 'Dra. Ana Ruiz', '1234567',
        'Av. Juárez 10, Col. Centro, Guadalajara, Jal.'
      from generate_series(1, ${ROWS}) g`);
    const pharmacist = await personWith(t.db, ['PHARMACIST']);
    const today = todayInMexico();
    const body = { token: pharmacist.token, BRANCH: 'GDL-CENTRO', DATE_START: addDays(today, -365), DATE_END: today };
    for (const FORMAT of ['CSV', 'XLSX'] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/antibioticRegister/export', payload: { ...body, FORMAT } });
        if (res.statusCode !== 200) throw new Error(`${FORMAT}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        times.push(performance.now() - start);
        bytes = res.rawPayload.length;
      }
      console.log(
        `${FORMAT}: ${ROWS} rows, ${(bytes / 1e6).toFixed(1)} MB, median ${(median(times) / 1000).toFixed(2)} s (runs: ${times.map((x) => (x / 1000).toFixed(2)).join(', ')})`,
      );
    }
  } finally {
    await t.close();
  }
}

await main();
