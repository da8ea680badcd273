// npm run bench — API throughput vs a bare Fastify baseline (same run, same machine), the JavaScript Chromium downloads
// before home shows, cold start of `npm start` on an existing data directory, and company-info p95 while sign-ins saturate
// hashing (login), or while only argon2 hashes in this process (login-floor).
// Options: --seconds N (per round, default 5), --rounds N (default 3), --only api,bundle,lighthouse,cold,login,login-floor,search,orders,live,live-nginx,live-customer,metrics,accounts,push,images,import,barcode,kiosk-bundle,pick-scan,pick-page,kiosk-soak (kiosk-soak only when named, --minutes N; pick-scan: PostgreSQL, DATABASE_URL; bench/picking-alone.ts runs the two pick parts alone) (live-nginx: NEW_ORDER delivery with two instances directly and through nginx; live-customer: ORDER_STATUS to customers' pages, two instances against one; both DATABASE_URL and REDIS_URL) (accounts: back-office account search, PostgreSQL after `npm run seed:bulk -- --accounts 200000`; lighthouse: issue 18)
// (metrics: company info while /metrics is scraped every second, and through nginx vs direct; --app-port, --bare-port and --nginx-port move the api, metrics and live-nginx parts off the default ports) (search, orders and barcode: after `npm run seed:bulk -- --products 50000` on DATABASE_URL, or --bulk-products 50000; import: DATABASE_URL)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENDPOINTS, measureRps, median } from './api';
import { measureHomeBundle, printBundleReport } from './bundle';
import { measureLighthouseBothWays } from './lighthouse';
import { measureLoginImpact } from './login';
import { listPaths, measurePaths, searchPaths } from './search';
import { measureSearchMix } from './search-mix';
import { recordSearchSql } from './search-sql';
import { measureAddToCart, measureCheckout } from './orders';
import { compareAccountSearch } from './admin-search';
import { measureBareDelivery, measureNewOrderDelivery } from './live';
import { measureObserveCost, measureScrapeCost, measureThroughNginx } from './metrics';
import { measureFanOut, measureStatusPush } from './push';
import { measureDeliveryThroughNginx } from './live-nginx';
import { runLiveCustomer } from './live-customer';
import { startAndWait, startInstances, stop } from './processes';
import { measureImages } from './images';
import { runKioskParts } from './kiosk';
import { runPickingParts } from './picking';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    'bulk-products': { type: 'string' },
    'app-port': { type: 'string', default: '3301' },
    'nginx-port': { type: 'string', default: '3316' },
    'bare-port': { type: 'string', default: '3302' },
    minutes: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const want = (part: string) => !values.only || values.only.split(',').includes(part);
const APP = `http://127.0.0.1:${values['app-port']}`;
const BARE = `http://127.0.0.1:${values['bare-port']}`;
// The run's other servers take the ports after the app's: +3 search baseline, +4 live baseline,
// +10 and +11 two instances (BARE is +1, nginx +15, lighthouse's TLS nginx +16 and +17 and its floor page +18 by default; 3306 is MySQL's).
const port = (offset: number) => String(Number(values['app-port']) + offset);
const at = (offset: number) => `http://127.0.0.1:${port(offset)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
// Bench customers register through the real SMS flow, all from this one address.
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const appEnv = {
  PORT: values['app-port'],
  METRICS_TOKEN,
  HOST: '127.0.0.1',
  APP_MODE: 'demo',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
  SMS_MAX_PER_IP_HOUR: '100000',
};
const report: Record<string, unknown> = { date: new Date().toISOString(), seconds, rounds };

if (!existsSync('apps/web/dist/index.html')) throw new Error('Ejecuta primero: npm run build');

// First start seeds the data directory; every later start is a cold start on existing data.
const seeding = await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], appEnv, `${APP}/api/ready`);
console.log(`first start (seeding a new data directory): ${Math.round(seeding.readyMs)} ms`);
// The API and the home page are measured on the server as `npm start` runs it on existing data,
// not on the process that just generated the demo pictures (its heap is full of the seed's work).
// This start also rebuilds the server bundle if a source changed, so the cold starts below
// measure starts, not a build.
await stop(seeding.child);
// --bulk-products N: the large synthetic catalogue in this run's embedded database (on
// PostgreSQL, run `npm run seed:bulk` once on the DATABASE_URL instead).
if (values['bulk-products'] && !process.env.DATABASE_URL) {
  const bulk = spawnSync('npx', ['tsx', 'apps/server/src/commands/seed-bulk.ts', '--products', values['bulk-products']], {
    env: { ...process.env, ...appEnv },
    stdio: 'inherit',
  });
  if (bulk.status !== 0) throw new Error('seed:bulk failed');
}
let first = await startAndWait('npm', ['start'], appEnv, `${APP}/api/ready`);

if (want('api')) {
  const payloads: Record<string, unknown> = {};
  for (const e of ENDPOINTS) {
    const res = await fetch(APP + e.path, {
      method: e.method,
      headers: { 'content-type': 'application/json' },
      ...(e.body ? { body: JSON.stringify(e.body) } : {}),
    });
    payloads[e.path] = await res.json();
  }
  const bare = await startAndWait(
    'npx',
    ['tsx', 'bench/bare-server.ts'],
    { PORT: values['bare-port'], BARE_PAYLOADS: JSON.stringify(payloads) },
    `${BARE}/api/company/branchesInfo`,
  );
  const rows = [];
  for (const e of ENDPOINTS) {
    await measureRps(APP, e, 1); // warm-up
    await measureRps(BARE, e, 1);
    const app: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < rounds; i++) {
      app.push(await measureRps(APP, e, seconds));
      base.push(await measureRps(BARE, e, seconds));
    }
    // Each round measures the app and then the bare route back to back, so their ratio shares
    // the machine's load at that moment; the median of those ratios is what is reported (the
    // ratio of the two medians can pair a busy moment of one with a quiet moment of the other).
    const ratios = app.map((a, i) => a / base[i]!);
    const round2 = (x: number) => Math.round(x * 100) / 100;
    const row = {
      endpoint: e.name,
      appRps: Math.round(median(app)),
      bareRps: Math.round(median(base)),
      ratio: round2(median(ratios)),
      roundRatios: ratios.map(round2),
      ratioOfMedians: round2(median(app) / median(base)),
    };
    console.log(row);
    rows.push(row);
  }
  await stop(bare.child);
  report.api = rows;
}

if (want('metrics')) {
  const scrape = await measureScrapeCost(APP, METRICS_TOKEN, seconds, rounds);
  console.log('company info while /metrics is scraped every second, vs unscraped:', scrape);
  const observe = measureObserveCost(scrape.quietRps);
  console.log('one histogram observation per request, against the time of one request:', observe);
  const nginx = await measureThroughNginx(APP, Number(values['nginx-port']), seconds, rounds);
  console.log('company info through nginx (deploy/ site) vs direct:', nginx);
  report.metrics = { scrape, observe, nginx };
}

if (want('search')) {
  // Every request reaches the database: the app runs with its answer cache off (CACHE_TTL_MS=0),
  // and the bare baseline runs the same recorded statements. PGlite allows one process per
  // directory, so the app, the recorder and the baseline take turns.
  const families = { search: searchPaths(), list: await listPaths(APP) };
  await stop(first.child);
  const sqlFile = join(dataDir, 'search-sql.json');
  const target = { databaseUrl: process.env.DATABASE_URL, pgliteDir: join(dataDir, 'pglite') };
  await recordSearchSql(target, [...families.search, ...families.list], sqlFile);
  const runs: Record<string, { app: Awaited<ReturnType<typeof measurePaths>>[]; bare: Awaited<ReturnType<typeof measurePaths>>[] }> = {
    search: { app: [], bare: [] },
    list: { app: [], bare: [] },
  };
  for (let i = 0; i < rounds; i++) {
    const uncached = await startAndWait('npm', ['start'], { ...appEnv, CACHE_TTL_MS: '0' }, `${APP}/api/ready`);
    for (const [name, paths] of Object.entries(families)) {
      if (i === 0) await measurePaths(APP, paths, 1); // warm-up
      runs[name]!.app.push(await measurePaths(APP, paths, seconds));
    }
    await stop(uncached.child);
    const bare = await startAndWait(
      'npx',
      ['tsx', 'bench/bare-search-server.ts'],
      { PORT: port(3), BARE_SQL_FILE: sqlFile, PGLITE_DIR: target.pgliteDir },
      `${at(3)}/api/ready`,
    );
    for (const [name, paths] of Object.entries(families)) {
      if (i === 0) await measurePaths(at(3), paths, 1);
      runs[name]!.bare.push(await measurePaths(at(3), paths, seconds));
    }
    await stop(bare.child);
  }
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, r]) => {
      const ratios = r.app.map((a, i) => a.rps / r.bare[i]!.rps);
      return [
        name,
        {
          appRps: median(r.app.map((a) => a.rps)),
          bareRps: median(r.bare.map((b) => b.rps)),
          ratio: round2(median(ratios)),
          roundRatios: ratios.map(round2),
          appP50Ms: median(r.app.map((a) => a.p50Ms)),
          appP95Ms: median(r.app.map((a) => a.p95Ms)),
          bareP95Ms: median(r.bare.map((b) => b.p95Ms)),
          non2xx: r.app.reduce((n, a) => n + a.non2xx, 0),
        },
      ];
    }),
  );
  console.log(`uncached search and product list, 20 clients, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`, summary);
  first = await startAndWait('npm', ['start'], appEnv, `${APP}/api/ready`);
  // The same app as it runs by default (5-second answer cache) under a storefront's search mix.
  const mix = await measureSearchMix(APP, seconds);
  console.log("search mix (Zipf over the catalogue's words, typos and phrases), default configuration, 20 clients:", mix);
  report.search = { engine: process.env.DATABASE_URL ? 'postgres' : 'pglite', ...summary, mix };
}

if (want('accounts')) {
  // Needs PostgreSQL with `npm run seed:bulk -- --accounts 200000` on the DATABASE_URL.
  if (!process.env.DATABASE_URL) throw new Error('--only accounts mide en PostgreSQL: pasa DATABASE_URL');
  report.accounts = await compareAccountSearch(APP, at(6), rounds, seconds);
  console.log('account search, 10 clients, PostgreSQL:', report.accounts);
}
if (want('orders')) {
  const addToCart = await measureAddToCart(APP, seconds);
  console.log('add to cart, 50 clients:', addToCart);
  const checkout = await measureCheckout(APP, seconds);
  console.log('checkout, 20 clients:', checkout);
  report.orders = { addToCart, checkout };
}
if (want('live')) {
  const app = await measureNewOrderDelivery(APP);
  const payload = await (await fetch(`${APP}/api/catalogue/products?PAGE_SIZE=1`)).text(); // a realistic size
  const bare = await startAndWait(
    'npx',
    ['tsx', 'bench/bare-live-server.ts'],
    { PORT: port(4), BARE_PAYLOAD: JSON.stringify({ filler: payload }) },
    `${at(4)}/`,
  );
  const baseline = await measureBareDelivery(at(4));
  await stop(bare.child);
  const live: Record<string, unknown> = {
    oneInstance: app,
    bareSocketIo: baseline,
    p99Ratio: Math.round((app.p99Ms / baseline.p99Ms) * 100) / 100,
  };
  // Two instances sharing PostgreSQL and Redis: orders through one, monitors on the other.
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    const two = await startInstances({ ...appEnv, REDIS_URL: process.env.REDIS_URL }, [port(10), port(11)]);
    try {
      live.twoInstancesRedis = await measureNewOrderDelivery(at(10), at(11));
    } finally {
      await two.stop();
    }
  }
  console.log('NEW_ORDER from commit to 200 monitors:', live);
  report.live = live;
}
// Issue 21: a status change to one device; one NEW_ORDER to 1,000 devices beside the API bench.
if (want('push')) {
  const statusPush = await measureStatusPush(APP);
  console.log('status change to the local push service:', statusPush);
  const fanOut = await measureFanOut(APP, seconds, rounds, METRICS_TOKEN);
  console.log('NEW_ORDER fan-out and the API benchmark beside it:', fanOut);
  report.push = { statusPush, fanOut };
}
if (want('images')) console.log('images (issue 20):', JSON.stringify((report.images = await measureImages(APP, METRICS_TOKEN, rounds))));
if (want('live-nginx')) {
  const ports: [string, string] = [port(10), port(11)];
  const { rounds: perRound, ...delivery } = await measureDeliveryThroughNginx(appEnv, ports, Number(values['nginx-port']), rounds);
  console.log('NEW_ORDER from the commit, two instances, direct and through nginx:', delivery);
  report.liveNginx = { ...delivery, perRound };
}
if (want('live-customer')) report.liveCustomer = await runLiveCustomer(appEnv, [port(10), port(11)], rounds);
if (want('login')) {
  const login = await measureLoginImpact(APP, seconds, rounds);
  console.log('company-info p95 while sign-ins saturate password hashing:', login);
  report.login = login;
}
if (want('login-floor')) {
  const floor = await measureLoginImpact(APP, seconds, rounds, 'hashing');
  console.log('company-info p95 while argon2 alone hashes non-stop here, no sign-in (the floor):', floor);
  report.loginFloor = floor;
}
if (want('import')) report.import = await (await import('./catalogue-import')).measureCatalogueImport(APP, first.child.pid!, seconds);

for (const parts of [runKioskParts, runPickingParts])
  Object.assign(report, await parts({ ...values, want, app: APP, at, appEnv, rounds, seconds }));
if (want('lighthouse')) report.lighthouse = await measureLighthouseBothWays(APP, Number(values['nginx-port']) + 1);
// Needs the app server (it serves the built web app and the API the home page calls).
if (want('bundle')) {
  try {
    const bundle = await measureHomeBundle(APP);
    report.bundle = bundle;
    printBundleReport(bundle);
  } catch (error) {
    await stop(first.child);
    throw error;
  }
}
await stop(first.child);

if (want('cold')) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startAndWait('npm', ['start'], appEnv, `${APP}/api/ready`);
    runs.push(Math.round(s.readyMs));
    await stop(s.child);
  }
  report.coldStartMs = { runs, median: median(runs) };
  console.log('cold start of npm start on an existing data directory (ms):', runs);
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2));
console.log('written bench/results/latest.json');
