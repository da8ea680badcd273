/**
 * Large synthetic catalogue for benchmarks (docs/product.md#demo-mode):
 *   npm run seed:bulk -- --products 50000 [--batch 5000]
 *   npm run seed:bulk -- --accounts 200000      (people for the back office's search)
 *   npm run seed:bulk -- --orders 1000 [--days 365]   (orders a day per branch, for the reports)
 * Uses the server's own configuration: DATABASE_URL (PostgreSQL) or PGlite under DATA_DIR, and
 * the media directory under DATA_DIR. Stop the server first when it uses the same PGlite
 * directory: PGlite allows one process per data directory.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedBulkAccounts } from '../seed/bulk-accounts';
import { seedBulkOrders } from '../seed/bulk-orders';
import { runBulkSeed } from '../seed/bulk-seed';

const USAGE =
  'Uso: npm run seed:bulk -- [--products <cantidad>] [--batch <productos por transacción>] [--accounts <cantidad>] [--orders <pedidos al día por sucursal> [--days <días>]]';

function positiveInt(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} debe ser un entero positivo (recibí "${value}").\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      accounts: { type: 'string' },
      orders: { type: 'string' },
      days: { type: 'string', default: '365' },
      batch: { type: 'string', default: '5000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // Without either option, the 50,000-product catalogue the search benchmarks use.
  const onlyOthers = values.accounts !== undefined || values.orders !== undefined;
  const count = values.products === undefined ? (onlyOthers ? 0 : 50_000) : positiveInt(values.products, 'products');
  const perDay = values.orders === undefined ? 0 : positiveInt(values.orders, 'orders');
  const days = positiveInt(values.days, 'days');
  const people = values.accounts === undefined ? 0 : positiveInt(values.accounts, 'accounts');
  const batchSize = positiveInt(values.batch, 'batch');
  const config = loadConfig(process.env);
  if (config.mode === 'production') {
    throw new Error('seed:bulk crea datos sintéticos de prueba y no se ejecuta con APP_MODE=production.');
  }
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.database.dataDir ?? 'memoria'}`;
  console.log(`Base de datos: ${where}`);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await runBulkSeed(database.db, {
      products: count,
      batchSize,
      mediaDir: config.mediaDir,
      onProgress: ({ done, total, elapsedMs }) => {
        const rate = Math.round(done / (elapsedMs / 1000));
        console.log(
          `  ${done.toLocaleString('es-MX')} / ${total.toLocaleString('es-MX')} productos (${Math.round((done / total) * 100)} %) · ${seconds()} s · ${rate} productos/s`,
        );
      },
    });
    if (count > 0)
      console.log(
        `Listo: ${result.inserted.toLocaleString('es-MX')} productos (${result.firstSku} … ${result.lastSku}) con existencias en ${result.branches} sucursales, en ${seconds()} s.`,
      );
    if (people > 0) {
      const range = await seedBulkAccounts(database.db, people, (done) =>
        console.log(`  ${done.toLocaleString('es-MX')} / ${people.toLocaleString('es-MX')} personas · ${seconds()} s`),
      );
      console.log(`Listo: ${people.toLocaleString('es-MX')} personas (celulares ${range.first} … ${range.last}), en ${seconds()} s.`);
    }
    if (perDay > 0) {
      const made = await seedBulkOrders(database.db, {
        perDay,
        days,
        onProgress: (p) => console.log(`  ${p.days} / ${p.totalDays} días · ${p.orders.toLocaleString('es-MX')} pedidos · ${seconds()} s`),
      });
      console.log(
        `Listo: ${made.orders.toLocaleString('es-MX')} pedidos en ${made.branches} sucursales (${days} días), reportes recalculados, en ${seconds()} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main()
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof Error) console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  })
  // After a first run on a new database a MessagePort stays open (seen in the process's active
  // handles, none of ours) and the script never ended; the work is done and the database closed.
  .finally(() => process.exit());
