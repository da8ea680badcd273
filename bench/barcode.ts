import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { percentile } from './accounts';
import { median } from './api';
import { startAndWait, stop } from './processes';

const CONNECTIONS = 20;
const BRANCH = 'GDL-CENTRO';
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Every active product's barcode in the database, in a fixed shuffled order (a store's scans hit any of them). */
export async function barcodesOf(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolMax: 1,
    statementTimeoutMs: 30_000,
    connectTimeoutMs: 5_000,
  });
  try {
    const rows = rowsOf<{ barcode: string }>(await database.db.execute(sql`select barcode from products where active order by sku`));
    const codes = rows.map((r) => r.barcode);
    let seed = 22;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = codes.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [codes[i], codes[j]] = [codes[j]!, codes[i]!];
    }
    return codes;
  } finally {
    await database.close();
  }
}

/** p50/p95 and throughput of `GET /api/catalogue/barcode/<EAN>?BRANCH=` with 20 clients cycling through `codes`. */
export async function measureBarcode(origin: string, codes: string[], seconds: number) {
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/api/catalogue/barcode/${codes[n++ % codes.length]}?BRANCH=${BRANCH}` }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    p99Ms: round1(percentile(latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The app (answer cache off, so every lookup reaches PostgreSQL) against the bare route running
 * the same statement, in alternating rounds so each ratio shares the machine's load; then the
 * app as configured by default (5-second answer cache) on the same random codes.
 */
export async function compareBarcode(opts: {
  app: string;
  uncachedApp: string;
  bare: string;
  appEnv: NodeJS.ProcessEnv;
  rounds: number;
  seconds: number;
}) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--only barcode mide en PostgreSQL: pasa DATABASE_URL (seed:bulk -- --products 50000)');
  const codes = await barcodesOf(databaseUrl);
  const uncached = await startAndWait(
    'npm',
    ['start'],
    { ...opts.appEnv, PORT: new URL(opts.uncachedApp).port, CACHE_TTL_MS: '0' },
    `${opts.uncachedApp}/api/ready`,
  );
  const bare = await startAndWait(
    'npx',
    ['tsx', 'bench/bare-barcode-server.ts'],
    { PORT: new URL(opts.bare).port },
    `${opts.bare}/api/ready`,
  );
  const appRuns: Awaited<ReturnType<typeof measureBarcode>>[] = [];
  const bareRuns: typeof appRuns = [];
  try {
    await measureBarcode(opts.uncachedApp, codes, 2); // warm-up: prepared statements, JIT
    await measureBarcode(opts.bare, codes, 2);
    for (let i = 0; i < opts.rounds; i++) {
      appRuns.push(await measureBarcode(opts.uncachedApp, codes, opts.seconds));
      bareRuns.push(await measureBarcode(opts.bare, codes, opts.seconds));
    }
  } finally {
    await stop(bare.child);
    await stop(uncached.child);
  }
  const cachedDefault = await measureBarcode(opts.app, codes, opts.seconds);
  const ratios = appRuns.map((a, i) => a.rps / bareRuns[i]!.rps);
  return {
    products: codes.length,
    connections: CONNECTIONS,
    appRps: median(appRuns.map((a) => a.rps)),
    bareRps: median(bareRuns.map((b) => b.rps)),
    ratio: round2(median(ratios)),
    roundRatios: ratios.map(round2),
    appP50Ms: median(appRuns.map((a) => a.p50Ms)),
    appP95Ms: median(appRuns.map((a) => a.p95Ms)),
    appP99Ms: median(appRuns.map((a) => a.p99Ms)),
    bareP95Ms: median(bareRuns.map((b) => b.p95Ms)),
    non2xx: appRuns.reduce((n, a) => n + a.non2xx + a.errors, 0),
    defaultConfig: cachedDefault,
  };
}
