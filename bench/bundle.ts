import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { measurePagesJs, printPagesJs, type PageJs } from './page-js';
import { PAGE_PRELOADS_PATTERN } from '@mostrador/shared/web/page-preloads';

const DIST = 'apps/web/dist';

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

export interface ChunkSize {
  file: string;
  rawKb: number;
  gzipKb: number;
  brKb: number;
  /** Exact gzip size in bytes (the KB figures are rounded). */
  gzipBytes: number;
}

export interface LoadedJs {
  file: string;
  /** Bytes on the wire (encoded body, as the server sent it), in KB. */
  transferKb: number;
  /** The same file's gzip size in the build, in KB (the issue's target is in gzip). */
  gzipKb: number;
  encoding: string;
  endMs: number;
}

export interface HomeLoad {
  viewport: keyof typeof VIEWPORTS;
  /** When the company name, a loaded banner picture and a branch were first all on screen. */
  homeShownMs: number;
  /** JS whose response had ended by then: what the browser had to download to show home. */
  jsBeforeHome: LoadedJs[];
  jsBeforeHomeTransferKb: number;
  jsBeforeHomeGzipKb: number;
  /** JS that arrived after home showed (decoration, modals), until the network was idle. */
  jsAfterHome: LoadedJs[];
  jsAfterHomeTransferKb: number;
  jsAfterHomeGzipKb: number;
}

export interface BundleReport {
  chunks: ChunkSize[];
  totalJsGzipKb: number;
  /** Scripts and modulepreloads named by index.html. */
  entryFiles: string[];
  loads: HomeLoad[];
  /** Every page's total JS on a first visit (issue 18). */
  pages: PageJs[];
  /**
   * The first download: the JS the home's HTML names (its entry script and module preloads),
   * gzip KB. Fetched at a low priority, it arrives after the painted page (decision 085).
   */
  homeHtmlJsGzipKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sumKb = (bytes: number[]) => kb(bytes.reduce((a, b) => a + b, 0));

/** The build's compressed size of a file: the .gz/.br written next to it, or computed the same way. */
function compressedSize(path: string, ext: 'gz' | 'br'): number {
  if (existsSync(`${path}.${ext}`)) return statSync(`${path}.${ext}`).size;
  const data = readFileSync(path);
  return ext === 'gz'
    ? gzipSync(data, { level: 9 }).length
    : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Every JS chunk of the build with its raw, gzip and brotli size (largest first). */
/** The script a rendered page names to start its app after its first screen's pictures (decision 088). */
const STARTER = 'start-after-picture.js';

export function buildChunkSizes(dist = DIST, assets = 'assets'): ChunkSize[] {
  const dir = join(dist, assets);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const path = join(dir, f);
      const gzipBytes = compressedSize(path, 'gz');
      return {
        file: `${assets}/${f}`,
        rawKb: kb(statSync(path).size),
        gzipKb: kb(gzipBytes),
        brKb: kb(compressedSize(path, 'br')),
        gzipBytes,
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

interface CompanyFacts {
  name: string;
  branch: string;
}

async function companyFacts(origin: string): Promise<CompanyFacts> {
  const post = (path: string) => fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const info = (await (await post('/api/company/companyInfo')).json()) as { company: { NAME: string } };
  const branches = (await (await fetch(`${origin}/api/company/branchesInfo`)).json()) as {
    branchesInfo: { NAME: string; IS_DEFAULT: boolean }[];
  };
  const branch = branches.branchesInfo[0]?.NAME;
  if (!branch) throw new Error('branchesInfo answered no branch');
  return { name: info.company.NAME, branch };
}

/**
 * Runs in the page before any script: records in `window.__homeShownAt` the moment home first
 * shows the company name (header link and heading), a banner whose picture has loaded and a
 * branch. Checked after every DOM change and on every picture's load event (a capturing
 * listener, so before the page's own handlers react to it), with a per-frame check as backup.
 * A string, not a function: tsx would add helpers to a function's text that the page lacks.
 */
function watchForHome(facts: CompanyFacts): string {
  return `(() => {
    const facts = ${JSON.stringify(facts)};
    const shown = () => {
      const brand = [...document.querySelectorAll('a[aria-label]')].some(
        (a) => a.getAttribute('aria-label') === facts.name + ', ir al inicio');
      const title = document.getElementById('home-title')?.textContent === facts.name;
      const branch = [...document.querySelectorAll('main article h2, main article h3')].some(
        (h) => h.textContent === facts.branch);
      const banner = [...document.querySelectorAll('main img[src*="/media/banners/"]')].some(
        (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().height > 0);
      // A page the server rendered shows before its scripts arrive (they load at a low priority,
      // decision 085): it counts as shown once React has taken it over, so the JS it needs to work
      // is what is summed, as for a page React paints itself.
      const working = document.getElementById('ssr-data') === null || document.documentElement.dataset.hydrated === 'true';
      return brand && title && branch && banner && working;
    };
    const check = () => {
      if (window.__homeShownAt === undefined && shown()) window.__homeShownAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-hydrated'] });
    document.addEventListener('load', check, true);
    const frame = () => { check(); if (window.__homeShownAt === undefined) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  })();`;
}

/** What watchForHome leaves on the page (`globalThis`, not `window`: no DOM types here). */
interface PageGlobals {
  __homeShownAt?: number;
}

async function loadHome(
  browser: Browser,
  origin: string,
  viewport: keyof typeof VIEWPORTS,
  facts: CompanyFacts,
  gzipOf: Map<string, number>,
): Promise<HomeLoad> {
  // A new context each time: empty cache, no stored theme, no "ad already seen", no service
  // worker. Workers are blocked: a first visit has none controlling it, and the one the page
  // registers after home shows precaches the whole shell in the background (its own requests,
  // never the page's), which is not JS the home page needs.
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'es-MX', serviceWorkers: 'block' });
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (r) => encodings.set(new URL(r.url()).pathname, r.headers()['content-encoding'] ?? 'identity'));
  await page.addInitScript({ content: watchForHome(facts) });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__homeShownAt !== undefined, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const { shownAt, entries } = await page.evaluate(() => ({
    shownAt: (globalThis as unknown as PageGlobals).__homeShownAt ?? Number.NaN,
    entries: performance
      .getEntriesByType('resource')
      .map((e) => e as unknown as { name: string; encodedBodySize: number; responseEnd: number })
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, encoded: e.encodedBodySize, end: e.responseEnd })),
  }));
  await context.close();
  const foreign = entries.map((e) => e.path.replace(/^\//, '')).filter((file) => !gzipOf.has(file));
  if (foreign.length > 0) throw new Error(`the page loaded JS that is not in this build (${foreign.join(', ')}): is ${origin} serving it?`);
  const loaded = entries.map((e) => {
    const file = e.path.replace(/^\//, '');
    const gzipBytes = gzipOf.get(file)!;
    const js: LoadedJs = {
      file,
      transferKb: kb(e.encoded),
      gzipKb: kb(gzipBytes),
      encoding: encodings.get(e.path) ?? '?',
      endMs: Math.round(e.end),
    };
    return { js, end: e.end, encoded: e.encoded, gzipBytes };
  });
  const before = loaded.filter((l) => l.end <= shownAt);
  const after = loaded.filter((l) => l.end > shownAt);
  return {
    viewport,
    homeShownMs: Math.round(shownAt),
    jsBeforeHome: before.map((l) => l.js),
    jsBeforeHomeTransferKb: sumKb(before.map((l) => l.encoded)),
    jsBeforeHomeGzipKb: sumKb(before.map((l) => l.gzipBytes)),
    jsAfterHome: after.map((l) => l.js),
    jsAfterHomeTransferKb: sumKb(after.map((l) => l.encoded)),
    jsAfterHomeGzipKb: sumKb(after.map((l) => l.gzipBytes)),
  };
}

/** The build's index.html without the per-page route preloads (inert templates the server fills in, decision 049). */
export function entryHtml(dist = DIST): string {
  return readFileSync(join(dist, 'index.html'), 'utf8').replace(PAGE_PRELOADS_PATTERN, '');
}

/**
 * The JavaScript a browser actually downloads before home shows the company, a banner and the
 * branches, and works (hydrated): Chromium loads `/` from the running server (`origin`, serving the built app) and
 * the JS responses that ended before that first frame are summed. Also the build's chunk sizes.
 */
export async function measureHomeBundle(origin: string, dist = DIST): Promise<BundleReport> {
  const chunks = buildChunkSizes(dist);
  const html = entryHtml(dist);
  const entryFiles = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  // The rendered pages' starter (decision 088) sits beside index.html, outside assets/.
  const starter = join(dist, STARTER);
  const gzipOf = new Map([...chunks.map((c) => [c.file, c.gzipBytes] as const), [STARTER, compressedSize(starter, 'gz')] as const]);
  // Another checkout's server on the same port would answer with its own build.
  // The server writes the company into the page (web-shell.ts): the build's entry script must match.
  const served = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  if (!entryFiles.every((file) => served.includes(`/${file}"`)))
    throw new Error(`${origin} does not serve ${dist}/index.html: another server on that port? (--app-port)`);
  const facts = await companyFacts(origin);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const loads: HomeLoad[] = [];
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      loads.push(await loadHome(browser, origin, viewport, facts, gzipOf));
    }
    const products = (await (await fetch(`${origin}/api/catalogue/products?PAGE_SIZE=1`)).json()) as { products: { SKU: string }[] };
    const pages = await measurePagesJs(browser, origin, gzipOf, products.products[0]?.SKU ?? '');
    const named = [...new Set([...served.matchAll(/(?:src|href)="\/((?:assets\/)?[^"/]+\.js)"/g)].map((m) => m[1]!))];
    const homeHtmlJsGzipKb = sumKb(named.map((file) => gzipOf.get(file) ?? 0));
    return { chunks, totalJsGzipKb: sumKb(chunks.map((c) => c.gzipBytes)), entryFiles, loads, pages, homeHtmlJsGzipKb };
  } finally {
    await browser.close();
  }
}

/** Human-readable summary for the console. */
export function printBundleReport(report: BundleReport): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\nbuild JS chunks (KB):${' '.repeat(27)}raw     gzip   brotli`);
  for (const c of report.chunks) {
    const mark = report.entryFiles.includes(c.file) ? ' (index.html)' : '';
    console.log(`  ${c.file.padEnd(44)}${pad(c.rawKb, 7)}${pad(c.gzipKb, 9)}${pad(c.brKb, 9)}${mark}`);
  }
  console.log(`  total JS gzip: ${report.totalJsGzipKb} KB`);
  console.log(`\nfirst download: the JS the home's HTML names, ${report.homeHtmlJsGzipKb} KB gzip`);
  for (const l of report.loads) {
    console.log(
      `\nhome in Chromium, ${l.viewport}: shown at ${l.homeShownMs} ms after ` +
        `${l.jsBeforeHomeGzipKb} KB gzip of JS (${l.jsBeforeHomeTransferKb} KB on the wire)`,
    );
    console.log('  JS before home shows and works (KB):          transfer   gzip  encoding');
    for (const j of l.jsBeforeHome) {
      console.log(`    ${j.file.padEnd(46)}${pad(j.transferKb, 7)}${pad(j.gzipKb, 7)}  ${j.encoding}`);
    }
    console.log(`    total: ${l.jsBeforeHomeTransferKb} KB transferred, ${l.jsBeforeHomeGzipKb} KB gzip`);
    console.log(`  JS after home shows: ${l.jsAfterHome.map((j) => `${j.file} (${j.gzipKb})`).join(', ') || 'none'}`);
    console.log(`    total: ${l.jsAfterHomeTransferKb} KB transferred, ${l.jsAfterHomeGzipKb} KB gzip`);
  }
  printPagesJs(report.pages);
}
