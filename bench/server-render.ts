// npx tsx bench/server-render.ts [--products 50000] [--seconds 5] [--rounds 3] [--port 3420] [--dist apps/web/dist] [--data DIR]
// Issue 36 (decision 073): product pages rendered on the server against today's shell for the same
// addresses, in one run. Two servers on copies of one embedded database with the bulk catalogue:
// the build as it is (server render) and the same build without dist/ssr/ (the shell). Alternating
// rounds of 20 connections, `Accept: text/html`, brotli: (a) one product page (kept rendered for
// CACHE_TTL_MS, as a popular page is), (b) a different product on every request (every one a
// fresh render: the render's own cost). Needs `npm run build:web` first.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './api';
import { startAndWait, stop } from './processes';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3420' },
    // The web build to serve (a copy, while others rebuild apps/web/dist).
    dist: { type: 'string', default: 'apps/web/dist' },
    // Keeps the seeded database there and reuses it on the next run (the seed takes minutes).
    data: { type: 'string' },
  },
});
const dist = values.dist;
if (!existsSync(join(dist, 'ssr', 'entry-server.js'))) throw new Error('Ejecuta primero: npm run build:web');
const ports = [values.port, String(Number(values.port) + 1)];
const origin = (i: number) => `http://127.0.0.1:${ports[i]}`;
const env = (i: number, dataDir: string, webDist: string) => ({
  PORT: ports[i],
  HOST: '127.0.0.1',
  APP_MODE: 'demo',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  LOG_LEVEL: 'error',
  RATE_LIMIT_MAX: '1000000000',
});

const work = mkdtempSync(join(tmpdir(), 'mostrador-ssr-bench-'));
const [dataA, dataB, shellDist] = [join(work, 'a'), join(work, 'b'), join(work, 'dist')];
const seeded = values.data ?? join(work, 'seeded');
if (!existsSync(seeded)) await seed(seeded);
const copy = { recursive: true, filter: (file: string) => !file.endsWith('.sock') };
cpSync(seeded, dataA, copy);
cpSync(seeded, dataB, copy);
cpSync(dist, shellDist, { recursive: true });
rmSync(join(shellDist, 'ssr'), { recursive: true });

const servers = [
  await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], env(0, dataA, dist), `${origin(0)}/api/ready`),
  await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], env(1, dataB, shellDist), `${origin(1)}/api/ready`),
];
try {
  // 5,000 products: more than 20 connections ask for in a round, so none is asked twice within CACHE_TTL_MS.
  const skus: string[] = [];
  for (let p = 1; p <= 84; p++) {
    const list = (await (await fetch(`${origin(0)}/api/catalogue/products?PAGE_SIZE=60&PAGE=${p}`)).json()) as {
      products: { SKU: string }[];
    };
    skus.push(...list.products.map((product) => product.SKU));
  }
  const one = `/product_view/${encodeURIComponent(skus[0]!)}`;
  const page = (i: number) => `/product_view/${encodeURIComponent(skus[i % skus.length]!)}`;
  for (const i of [0, 1]) {
    const html = await (await fetch(origin(i) + one, { headers: { accept: 'text/html' } })).text();
    if (html.includes('id="ssr-data"') !== (i === 0)) throw new Error(`server ${i} does not answer as expected`);
  }
  const report: Record<string, { rps: number[]; p95: number[]; p99: number[] }> = {};
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [kind, paths] of [
      ['one product', () => one],
      ['a new product each time', page],
    ] as const) {
      for (const i of [0, 1]) {
        const key = `${kind} · ${i === 0 ? 'rendered' : 'shell'}`;
        const r = await measure(origin(i), paths, Number(values.seconds));
        (report[key] ??= { rps: [], p95: [], p99: [] }).rps.push(r.rps);
        report[key].p95.push(r.p95);
        report[key].p99.push(r.p99);
        console.log(`round ${round + 1} ${key}: ${r.rps.toFixed(0)} req/s, p95 ${r.p95} ms, p99 ${r.p99} ms`);
      }
    }
  }
  for (const [key, r] of Object.entries(report)) {
    console.log(`${key}: median ${median(r.rps).toFixed(0)} req/s, p95 ${median(r.p95)} ms, p99 ${median(r.p99)} ms`);
  }
} finally {
  for (const s of servers) await stop(s.child);
  rmSync(work, { recursive: true, force: true });
}

/** The demo seed, then the bulk catalogue, in `dir`. */
async function seed(dir: string) {
  const seeding = await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], env(0, dir, dist), `${origin(0)}/api/ready`);
  await stop(seeding.child);
  const bulk = spawnSync('npx', ['tsx', 'apps/server/src/commands/seed-bulk.ts', '--products', values.products], {
    env: { ...process.env, ...env(0, dir, dist) },
    stdio: 'inherit',
  });
  if (bulk.status !== 0) throw new Error('seed:bulk failed');
}

/** 20 connections for `seconds`; `path(n)` gives the n-th request's address. */
async function measure(base: string, path: (n: number) => string, seconds: number) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    requests: [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${base}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // autocannon reports p97.5 and p99; p95 is read from its histogram's percentiles where present.
  const latency = result.latency as unknown as Record<string, number>;
  return { rps: result.requests.average, p95: latency.p95 ?? latency.p97_5!, p99: latency.p99! };
}
