import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productCategories, stock } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 36 (decision 073): the public storefront pages come from the server already rendered by
// the web app's own components, with their JSON-LD and the state the browser hydrates from; a
// page that cannot be rendered is the shell, never an error page.

const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));
let built: string;

// The web build's server entry, built once for the file (Vite, as `npm run build:web` does), and
// the web app's own index.html as the template.
beforeAll(async () => {
  built = await mkdtemp(path.join(os.tmpdir(), 'mostrador-ssr-build-'));
  execFileSync(
    process.execPath,
    [
      path.join(WEB, '../../node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'vite.ssr.config.ts',
      '--outDir',
      path.join(built, 'ssr'),
      '--logLevel',
      'error',
    ],
    // Under Vitest's NODE_ENV=test, as anywhere: the config makes production JSX (vite.ssr.config.ts).
    { cwd: WEB },
  );
  await writeFile(path.join(built, 'index.html'), await readFile(path.join(WEB, 'index.html'), 'utf8'));
  await mkdir(path.join(built, 'assets'));
}, 120_000);
afterAll(() => rm(built, { recursive: true, force: true }));

const ORIGIN = 'https://farmacia.example.mx';
type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Ld);
/** What #root holds: the rendered page. */
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];

describe.each(engines)('server-rendered storefront pages on %s', (engine) => {
  let t: TestApp;
  let webDist: string;
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-ssr-'));
    await cp(built, webDist, { recursive: true });
    t = await buildTestApp({ engine, seed: seedSmallDataset, env: { WEB_DIST_DIR: webDist, PUBLIC_ORIGIN: ORIGIN } });
    await t.db.insert(categories).values({ type: 'DEPARTAMENTO', id: 'dolor', name: 'Dolor y fiebre' });
    await buildProduct(t.db, {
      sku: 'PARA-500',
      name: 'Paracetamol 500 mg',
      presentation: 'Caja con 20 tabletas',
      brand: 'Genérico',
      price: '1234.5',
      images: ['products/PARA-500.w320-480-600.webp'],
    });
    await t.db.insert(productCategories).values({ sku: 'PARA-500', type: 'DEPARTAMENTO', categoryId: 'dolor' });
    await t.db.insert(stock).values({ branch: 'GDL-CENTRO', sku: 'PARA-500', units: 7 });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('a product page: name, picture, price, stock at the default branch and a sign-in link, in the HTML', async () => {
    const res = await page('/product_view/PARA-500');
    expect(res.statusCode).toBe(200);
    const html = root(res.body);
    expect(html).toMatch(/<h1 id="product-title"[^>]*>Paracetamol 500 mg<\/h1>/);
    expect(html).toMatch(
      /<img [^>]*src="https:\/\/farmacia\.example\.mx\/media\/products\/PARA-500\.w320-480-600\.webp"[^>]*alt="Paracetamol 500 mg"/,
    );
    expect(html).toContain('$1,234.50');
    expect(html).toContain('Centro: 7 piezas');
    expect(html).toContain('<td>Centro</td><td>7 piezas</td>');
    expect(html).toMatch(/<a [^>]*href="\/auth\/login"/);
    // Its JSON-LD and the state the browser hydrates from: the product's answer among them.
    expect(jsonLd(res.body).map((ld) => ld['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(stateOf(res.body)).toContain('"SKU":"PARA-500"');
    // No logo screen and no "activate JavaScript" notice: the page is there.
    expect(res.body).not.toContain('class="boot-initial"');
    expect(res.body).not.toContain('<noscript>');
    // Its scripts wait in an inert template for the starter (decision 088): the picture goes first.
    const held = /<template id="app-scripts">(.*?)<\/template>/s.exec(res.body)?.[1] ?? '';
    expect(held).toMatch(/<script type="module"[^>]*src=/);
    expect(res.body.replace(held, '')).not.toMatch(/<script type="module"(?![^>]*start-after-picture)|rel="modulepreload"/);
    expect(res.body).toContain('<script type="module" fetchpriority="low" src="/start-after-picture.js"></script>');
  });

  it.each([
    ['/', 'Farmacias Mostrador', 'WebSite'],
    ['/categories/DEPARTAMENTO/dolor', 'Paracetamol 500 mg', 'BreadcrumbList'],
    ['/search/paracetamol', 'Resultados para', undefined],
    ['/search?SEARCH=paracetamol', 'Paracetamol 500 mg', undefined],
    ['/branches', 'Zapopan', 'Pharmacy'],
    ['/branch/GDL-CENTRO', 'Centro', 'Pharmacy'],
    ['/about_us', 'Farmacias Mostrador', undefined],
  ])('%s is rendered with %s in it and its JSON-LD', async (url, text, ldType) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(text);
    expect(stateOf(res.body)).toBeDefined();
    if (ldType) expect(jsonLd(res.body).map((ld) => ld['@type'])).toContain(ldType);
  });

  it("paints in the company theme's colours: its CSS is in the head, as the app writes it (decision 086)", async () => {
    const res = await page('/branches');
    const style = /<style id="theme-colors" data-server>([^<]*)<\/style>/.exec(res.body)?.[1];
    // The company's theme "claro": its primary, its graduations and Mantine's primary from it.
    expect(style).toContain('--c-primary:rgba(31, 111, 67, 1);');
    expect(style).toMatch(/--c-primary-contrast:#(000000|ffffff);/);
    expect(style).toContain('--c-accent:rgba(242, 169, 0, 1);');
    expect(style).toContain('--mantine-primary-color-filled');
    expect(res.body.indexOf('id="theme-colors"')).toBeLessThan(res.body.indexOf('<body'));
    expect(res.body).toContain('<html lang="es-MX" data-mantine-color-scheme="light">');
  });

  it('lays the page out for a phone or a desktop by the user agent, each kept apart (decision 087)', async () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const wide = await page('/branches', { 'user-agent': desktop });
    const narrow = await page('/branches', { 'user-agent': phone });
    // A desktop's options column is docked beside the page; a phone's is a drawer, closed.
    expect(root(wide.body)).toContain('<aside id="right-menu"');
    expect(root(narrow.body)).not.toContain('<aside id="right-menu"');
    expect(JSON.parse(stateOf(wide.body)!)).toMatchObject({ screen: 'desktop' });
    expect(JSON.parse(stateOf(narrow.body)!)).toMatchObject({ screen: 'phone' });
    expect(wide.headers.vary).toContain('user-agent');
    // The header's logo waits for the page's main picture (issue 36's LCP).
    expect(root(narrow.body)).toMatch(/<img [^>]*src="[^"]*company\/logo\.webp"[^>]*fetchpriority="low"/i);
  });

  it('an unknown product, category or branch is the not-found screen with a 404', async () => {
    for (const url of ['/product_view/NO-EXISTE', '/categories/DEPARTAMENTO/nada', '/branch/NINGUNA']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(root(res.body)).toContain('No encontramos esta página');
      expect(JSON.parse(stateOf(res.body)!)).toMatchObject({ path: '/not-found' });
    }
  });

  it('sends brotli or gzip as accepted, of one render; the server entry itself is never sent', async () => {
    const res = await page('/product_view/PARA-500', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('Paracetamol 500 mg</h1>');
    // The same kept page, compressed the first time gzip is asked for.
    const gzipped = await page('/product_view/PARA-500', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(html);
    const plain = await page('/product_view/PARA-500', { 'accept-encoding': 'identity' });
    expect(plain.body).toBe(html);
    const code = await t.app.inject({ url: '/ssr/entry-server.js', headers: { accept: '*/*' } });
    expect(code.body).not.toContain('renderPage');
  });

  it('account and back-office pages stay the shell', async () => {
    const res = await page('/account/account_config');
    expect(stateOf(res.body)).toBeUndefined();
    expect(res.body).toContain('class="boot-initial"');
  });
});

describe('a page that cannot be rendered', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-ssr-broken-'));
    await cp(built, webDist, { recursive: true });
    // A server entry whose render fails, as a component that throws would make it.
    await writeFile(
      path.join(webDist, 'ssr', 'entry-server.js'),
      'export const setTransport = () => {};\nexport const renderPage = async () => { throw new Error("boom"); };\n',
    );
    t = await buildTestApp({ engine: engines[0]!, seed: seedSmallDataset, env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('is the shell with its start-up answers, never an error page', async () => {
    const res = await t.app.inject({ url: '/branches', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="boot-data"');
    expect(res.body).toContain('"companyInfo":{');
    expect(stateOf(res.body)).toBeUndefined();
  });
});
