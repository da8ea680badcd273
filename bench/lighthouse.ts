import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NGINX, startNginx } from '../apps/server/test/helpers/nginx';
import { median } from './api';
import { startFloorPage } from './lighthouse-floor';

// Issue 18: Lighthouse 12's default mobile run (Moto G4 class phone, simulated slow 4G and 4×
// CPU) on the home page and a product page, in Debian's Chromium, a fresh browser profile per
// run; the median of `runs` runs per page is reported. Each page is measured straight from the app
// (HTTP/1.1) and through the deploy/ nginx site with TLS and HTTP/2, as production serves it.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
} as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits below 1 in the non-performance categories (what keeps them under 100). */
  failing: string[];
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun['scores'] & LighthouseRun['metrics'];
}

/** Where each run's whole report goes, to read the LCP breakdown, TBT sources and opportunities. */
const REPORT_DIR = new URL('./results/lighthouse/', import.meta.url);

async function runOnce(url: string, reportName: string, extraFlags: string[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      ...extraFlags,
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse devolvió nada para ${url}`);
    const { lhr } = result;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(new URL(`${reportName}.json`, REPORT_DIR), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => {
        const v = lhr.audits[id]?.numericValue ?? Number.NaN;
        return [k, k === 'cls' ? Math.round(v * 1000) / 1000 : Math.round(v)];
      }),
    );
    const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id}`),
    );
    return { scores, metrics, failing, lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details) } as LighthouseRun;
  } finally {
    chrome.kill();
  }
}

/**
 * Under heavy load Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run
 * measured nothing, so it is run again (twice at most) rather than ending the whole bench.
 */
async function runWithRetry(url: string, reportName: string, extraFlags: string[]): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, reportName, extraFlags);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Lighthouse: ')) throw error;
      console.warn(`Lighthouse run of ${url} failed (${String(error)}); again`);
    }
  }
}

/** The LCP element's HTML snippet from the audit's details (a table inside a list). */
function lcpElementOf(details: unknown): string {
  const first = (x: unknown): unknown => (x as { items?: unknown[] } | undefined)?.items?.[0];
  const node = (first(first(details)) as { node?: { snippet?: string } } | undefined)?.node;
  return node?.snippet ?? '?';
}

/** A product SKU from the demo catalogue (the first product of the first page). */
async function someSku(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/catalogue/products?PAGE_SIZE=1`);
  const body = (await res.json()) as { products?: { SKU: string }[] };
  const sku = body.products?.[0]?.SKU;
  if (!sku) throw new Error('el catálogo no devolvió ningún producto');
  return sku;
}

/** A department with products (`/categories/DEPARTAMENTO/:ID`, rendered on the server as a search page). */
async function someDepartment(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/catalogue/categories?TYPE=DEPARTAMENTO`);
  const body = (await res.json()) as { categories?: { TYPE: string; ID: string; PRODUCTS: number }[] };
  const dept = body.categories?.find((c) => c.PRODUCTS > 0);
  if (!dept) throw new Error('el catálogo no devolvió ningún departamento');
  return `/categories/${encodeURIComponent(dept.TYPE)}/${encodeURIComponent(dept.ID)}`;
}

interface LighthouseOptions {
  /** More Chromium flags for these runs only. */
  chromeFlags?: string[];
  /** Before each run's report name (nginx-home-1.json, …). */
  reportPrefix?: string;
}

/** `paths` by report name: each run's report is bench/results/lighthouse/<prefix><name>-<run>.json. */
async function measureLighthouse(
  origin: string,
  paths: Record<string, string>,
  runs: number,
  options: LighthouseOptions = {},
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const [name, path] of Object.entries(paths)) {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const reportName = `${options.reportPrefix ?? ''}${name}-${i + 1}`;
      results.push(await runWithRetry(origin + path, reportName, options.chromeFlags ?? []));
    }
    const med = <T extends Record<string, number>>(pick: (r: LighthouseRun) => T) =>
      Object.fromEntries(Object.keys(pick(results[0]!)).map((k) => [k, median(results.map((r) => pick(r)[k]!))])) as T;
    pages.push({ path, runs: results, median: { ...med((r) => r.scores), ...med((r) => r.metrics) } });
  }
  return pages;
}

export interface LighthouseReport {
  direct: LighthousePage[];
  /** bench/floor-page: the entry's libraries alone, and with the home's 24 products (direct). */
  floor: LighthousePage[];
  nginx: LighthousePage[] | { skipped: string };
}

/**
 * The same pages straight from the app (plain HTTP/1.1, as the bench always measured) and through
 * the deploy/ nginx site with TLS and HTTP/2 on `nginxPort` (its redirect on the next port), which
 * is what a phone meets in production. Chromium accepts nginx's self-signed certificate for those runs only.
 * Between the two, the floor page (bench/lighthouse-floor.ts) on the port after the redirect.
 */
export async function measureLighthouseBothWays(appOrigin: string, nginxPort: number, runs = 3): Promise<LighthouseReport> {
  const all = {
    home: '/',
    product: `/product_view/${encodeURIComponent(await someSku(appOrigin))}`,
    department: await someDepartment(appOrigin),
  };
  // BENCH_LIGHTHOUSE_PAGES=home,product measures only those; BENCH_LIGHTHOUSE_DIRECT=0 skips the
  // direct (HTTP/1.1) runs, when only the nginx figures (the target's) are wanted.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const paths = Object.fromEntries(Object.entries(all).filter(([name]) => !only || only.includes(name)));
  const direct = process.env.BENCH_LIGHTHOUSE_DIRECT === '0' ? [] : await measureLighthouse(appOrigin, paths, runs);
  if (direct.length > 0) printLighthouseReport(direct, 'direct to the app (HTTP/1.1)');
  const floorPage = await startFloorPage(appOrigin, nginxPort + 2);
  const floor = await measureLighthouse(floorPage.origin, { home: '/', tiles: '/?tiles' }, runs, { reportPrefix: 'floor-' }).finally(
    floorPage.close,
  );
  printLighthouseReport(floor, "the floor: the entry's libraries alone, then with the home's 24 products (HTTP/1.1)");
  if (!NGINX) {
    console.log('\nLighthouse through nginx skipped: nginx is not installed');
    return { direct, floor, nginx: { skipped: 'nginx is not installed' } };
  }
  const nginx = await startNginx({ instances: [Number(new URL(appOrigin).port)], tls: true, port: nginxPort, httpPort: nginxPort + 1 });
  try {
    const through = await measureLighthouse(nginx.origin, paths, runs, {
      chromeFlags: ['--ignore-certificate-errors'],
      reportPrefix: 'nginx-',
    });
    printLighthouseReport(through, 'through nginx (TLS, HTTP/2)');
    return { direct, floor, nginx: through };
  } finally {
    await nginx.stop();
  }
}

export function printLighthouseReport(pages: LighthousePage[], label?: string): void {
  const cols = ['performance', 'accessibility', 'best-practices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'siMs'] as const;
  console.log(`\nLighthouse 12, mobile, median of ${pages[0]?.runs.length ?? 0} runs${label ? `, ${label}` : ''}`);
  console.log(`  ${'page'.padEnd(34)}${cols.map((c) => c.padStart(15)).join('')}`);
  for (const p of pages) {
    console.log(`  ${p.path.padEnd(34)}${cols.map((c) => String(p.median[c]).padStart(15)).join('')}`);
    const failing = [...new Set(p.runs.flatMap((r) => r.failing))];
    if (failing.length > 0) console.log(`    below 100 because of: ${failing.join(', ')}`);
    const perf = p.runs.map((r) => r.scores.performance).join(' / ');
    console.log(`    performance per run: ${perf}; LCP ${p.runs.map((r) => r.metrics.lcpMs).join(' / ')} ms`);
    console.log(`    LCP element: ${[...new Set(p.runs.map((r) => r.lcpElement.slice(0, 160)))].join(' | ')}`);
  }
}
