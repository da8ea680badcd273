// `npm run bench -- --only import` (PostgreSQL: DATABASE_URL): a CSV of 50,000 new products with
// stock in every branch goes through the back office's own calls (upload, dry run, apply until
// DONE) while 20 clients search the storefront; the same searches are measured before, without
// the import. The server's resident memory is sampled every 200 ms. docs/performance.md.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { makeEan13 } from '../packages/shared/src/validation/ean13';
import { percentile } from './accounts';
import { adminToken } from './admin-search';
import { measurePaths, searchPaths } from './search';

const PRODUCTS = 50_000;
const WORDS = ['Artrizol', 'Bexaplin', 'Ciclomar', 'Dermavit', 'Esomelin', 'Fluxidol', 'Gastrolin', 'Hidroxen'];
const FORMS = ['tabletas', 'cápsulas', 'jarabe', 'suspensión', 'crema', 'gotas'];

/** The import file: one row per product, every field, a department and stock in each branch. */
function catalogueCsv(branches: string[], department: string): Buffer {
  const lines = [
    [
      'SKU',
      'Código de barras',
      'Nombre',
      'Marca',
      'Laboratorio',
      'Ingrediente activo',
      'Presentación',
      'Precio',
      'Requiere receta',
      'Departamentos',
      ...branches.map((b) => `Existencia ${b}`),
    ].join(','),
  ];
  for (let i = 0; i < PRODUCTS; i++) {
    const word = WORDS[i % WORDS.length]!;
    const form = FORMS[i % FORMS.length]!;
    const stock = branches.map((_, b) => String((i * 7 + b * 13) % 120));
    lines.push(
      [
        `IMP-${String(i).padStart(6, '0')}`,
        makeEan13(9000 + Math.floor(i / 100_000), i % 100_000),
        `${word} ${(i % 90) + 10} mg ${form} ${i}`,
        `Marca ${i % 300}`,
        `Laboratorio ${i % 40}`,
        `${word.toLowerCase()}ina`,
        `Caja con ${(i % 5) * 10 + 10} ${form}`,
        `${(i % 900) + 9}.${String(i % 100).padStart(2, '0')}`,
        i % 9 === 0 ? 'sí' : 'no',
        department,
        ...stock,
      ].join(','),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** Resident memory (MB) of the biggest process under `root` (npm start → node server.mjs). */
function rssMb(root: number): number {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
      const kids = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
      if (kids) tree.push(...kids.split(' ').map(Number));
    }
  }
  const rss = tree.map((pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0));
  return Math.round(Math.max(...rss) / 1024);
}

async function call<T>(origin: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${origin}/api/catalogue-import/${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
type Job = { JOB: { JOB_ID: number; STATUS: string; MAPPING: string[]; DONE_ROWS: number; ERROR: string } };
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Search latencies (ms) with 20 clients until `done` settles. */
async function searchWhile(origin: string, done: Promise<unknown>) {
  const paths = searchPaths();
  const latencies: number[] = [];
  let n = 0;
  const instance = autocannon(
    {
      url: origin,
      connections: 20,
      duration: 3600,
      requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[n++ % paths.length]! }) }],
    },
    () => undefined,
  );
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
  });
  await done;
  instance.stop();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
}

export async function measureCatalogueImport(origin: string, serverPid: number, seconds: number) {
  if (!process.env.DATABASE_URL) throw new Error('--only import mide sobre PostgreSQL: pasa DATABASE_URL');
  const token = await adminToken(origin);
  const exported = await fetch(`${origin}/api/catalogue-import/export`, json({ token }));
  const header = (await exported.text()).split('\r\n', 1)[0]!;
  const branches = header
    .split(',')
    .filter((h) => h.startsWith('Existencia '))
    .map((h) => h.slice('Existencia '.length));
  const file = catalogueCsv(branches, 'medicamentos');
  await measurePaths(origin, searchPaths(), 1); // warm-up
  const without = await measurePaths(origin, searchPaths(), seconds);
  const rssBefore = rssMb(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(serverPid))), 200);

  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'catalogo-50k.csv');
  const uploaded = await call<Job>(origin, 'upload', { method: 'POST', headers: { 'x-token': token }, body: form });
  const uploadMs = performance.now() - started;
  const review = await call<Job & { PROBLEM_COUNT: number }>(
    origin,
    'dryRun',
    json({ token, JOB_ID: uploaded.JOB.JOB_ID, MAPPING: uploaded.JOB.MAPPING }),
  );
  if (review.PROBLEM_COUNT > 0) throw new Error(`el archivo del banco tiene ${review.PROBLEM_COUNT} problemas`);
  const dryRunMs = performance.now() - started - uploadMs;
  const applying = (async () => {
    await call<Job>(origin, 'apply', json({ token, JOB_ID: uploaded.JOB.JOB_ID }));
    for (;;) {
      const { JOB } = await call<Job>(origin, 'status', json({ token, JOB_ID: uploaded.JOB.JOB_ID }));
      if (JOB.STATUS !== 'RUNNING') return JOB;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const applyStarted = performance.now();
  const during = await searchWhile(origin, applying);
  const job = await applying;
  const applyMs = performance.now() - applyStarted;
  clearInterval(sampler);
  if (job.STATUS !== 'DONE') throw new Error(`la importación terminó en ${job.STATUS}: ${job.ERROR}`);
  const result = {
    products: PRODUCTS,
    branches: branches.length,
    fileMb: Math.round(file.length / 104_857.6) / 10,
    uploadS: Math.round(uploadMs / 100) / 10,
    dryRunS: Math.round(dryRunMs / 100) / 10,
    applyS: Math.round(applyMs / 100) / 10,
    totalS: Math.round((performance.now() - started) / 100) / 10,
    rssGrowthMb: rssPeak - rssBefore,
    searchP95WithoutMs: without.p95Ms,
    searchP95DuringMs: during.p95Ms,
    ratio: Math.round((during.p95Ms / without.p95Ms) * 100) / 100,
    searchesDuring: during.requests,
    // A shared machine's load changes every figure above: recorded with them.
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  };
  console.log('catalogue import, 50,000 products × stock in every branch, PostgreSQL:', result);
  return result;
}
