import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { engines } from './helpers/test-database';
import { buildProduct } from './helpers/factories';
import { shellPage } from '../src/plugins/web';
import { PRODUCT_PAGE_PICTURE_SIZES } from '@mostrador/shared/format/picture-widths';
import { pagePreloadsTemplate } from '@mostrador/shared/web/page-preloads';

// Issue 18: the shell carries the start-up answers (no round trip before the first paint), and
// JSON answers from 1 KB on go out compressed.

// Each page kind's route chunks, inert as the build writes them (apps/web/vite-page-preloads.ts).
const HOME_CHUNKS =
  '<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js"><link rel="preload" as="style" href="/assets/home-abc.css">';
const PRODUCT_CHUNKS = '<link rel="modulepreload" crossorigin href="/assets/product-page-abc.js">';
const INDEX_HTML = `<!doctype html><html lang="es-MX"><head><title>Mostrador</title><!--boot-data-->
${pagePreloadsTemplate('home', HOME_CHUNKS)}
${pagePreloadsTemplate('product', PRODUCT_CHUNKS)}
</head>
<body><div id="root"><!--boot-screen--><div class="boot-initial"><span></span></div><!--/boot-screen--></div>
<script type="module" src="/assets/index-abc.js"></script></body></html>`;

/** The JSON the shell's data element holds. */
interface BootData {
  companyInfo: unknown;
  banners: unknown;
  theme: { name: string; answer: unknown } | null;
  backgrounds: { name: string; answer: unknown } | null;
}
function bootData(html: string): BootData {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot-data element');
  return JSON.parse(match[1]!) as BootData;
}

describe.each(engines)('the page shell and compressed answers on %s', (engine) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-shell-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await buildTestApp({ engine, seed: seedSmallDataset, env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('writes companyInfo, the banners and the company theme into the page exactly as the API answers them', async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const info = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} });
    const banners = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
    const data = bootData(page.body);
    expect({ companyInfo: data.companyInfo, banners: data.banners }).toEqual({ companyInfo: info.json(), banners: banners.json() });
    // The theme engine's first calls: the company's theme and its background pictures.
    const themeName = (info.json() as { company: { THEME: string } }).company.THEME;
    const theme = await t.app.inject({ method: 'POST', url: '/api/themes/getTheme', payload: { THEME: themeName } });
    expect(data.theme).toEqual({ name: themeName, answer: theme.json() });
    const folder = (theme.json() as { theme: { FOLDER: string } }).theme.FOLDER;
    const backgrounds = await t.app.inject({ method: 'POST', url: '/api/themes/backgrounds', payload: { FOLDER: folder } });
    expect(data.backgrounds).toEqual({ name: folder, answer: backgrounds.json() });
    // The title and the logo screen name the company before any script runs.
    expect(page.body).toContain('<title>Farmacias Mostrador</title>');
    expect(page.body).toMatch(/<div class="boot-logo"><img src="[^"]*company\/logo\.webp" alt="Farmacias Mostrador"/);
    expect(page.body).not.toContain('<!--boot-screen-->');
    // The first top banner of each width is preloaded.
    expect(page.body).toMatch(/<link rel="preload" as="image" href="[^"]+" media="\(min-width: 1440px\)"/);
  });

  it('preloads what each page shows first: the top banner on home routes, the product and its picture on a product page', async () => {
    await buildProduct(t.db, { sku: 'SHELL-1', name: 'Paracetamol 500 mg', images: ['products/SHELL-1.w320-480-600.webp'] });
    const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const html = (res: Awaited<ReturnType<typeof get>>) => brotliDecompressSync(res.rawPayload).toString('utf8');
    const bannerPreload = /<link rel="preload" as="image" href="[^"]*banners\//;
    const branches = (await t.app.inject({ url: '/api/company/branchesInfo' })).json();
    for (const url of ['/', '/new_home', '/home/paracetamol']) {
      const home = html(await get(url));
      expect(home, url).toMatch(bannerPreload);
      // The home's branch list is written in too: no round trip, no zod before the home shows.
      expect((bootData(home) as { branches?: unknown }).branches, url).toEqual(branches);
      // Its route chunks are preloaded with the page; not the product page's.
      expect(home, url).toContain(HOME_CHUNKS);
      expect(home, url).not.toContain('product-page-abc.js');
      expect(home, url).not.toContain('<template');
    }

    const page = html(await get('/product_view/SHELL-1'));
    expect(page).not.toMatch(bannerPreload);
    const api = await t.app.inject({ url: '/api/catalogue/products/SHELL-1' });
    expect((bootData(page) as { product?: unknown }).product).toEqual({ name: 'SHELL-1', answer: api.json() });
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(page);
    expect(preload?.[1]).toMatch(/products\/SHELL-1\.w320-480-600\.webp$/);
    expect(preload?.[2]).toMatch(/SHELL-1\.320w\.webp 320w, .*SHELL-1\.480w\.webp 480w, .*SHELL-1\.w320-480-600\.webp 600w$/);
    expect(preload?.[3]).toBe(PRODUCT_PAGE_PICTURE_SIZES);
    expect(page).toContain(PRODUCT_CHUNKS);
    expect(page).not.toContain('home-page-abc.js');

    // An unknown product and any other page: no picture preloaded, no product written.
    for (const url of ['/product_view/NO-EXISTE', '/branches']) {
      const other = html(await get(url));
      expect(other, url).not.toContain('rel="preload"');
      expect(other, url).not.toContain('rel="modulepreload"');
      expect(other, url).not.toContain('<template');
      expect((bootData(other) as { product?: unknown }).product, url).toBeNull();
      expect((bootData(other) as { branches?: unknown }).branches, url).toBeNull();
    }
    expect(shellPage('/product_view/%E0%A4%A')).toEqual({ kind: 'other' });
    expect(shellPage('/product_view/MED%2D1?x=1')).toEqual({ kind: 'product', sku: 'MED-1' });
    expect(shellPage('/home/paracetamol/')).toEqual({ kind: 'home' });
  });

  it('the data never executes: a JSON element, under the same script-src without inline scripts', async () => {
    const page = await t.app.inject({ url: '/branches', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<script type="application/json" id="boot-data">');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$| )/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('a company name with markup cannot close the data element nor add elements', async () => {
    await t.db
      .update(company)
      .set({ name: 'Farmacia </script><script>alert(1)</script> & "Hijos"' })
      .where(eq(company.name, 'Farmacias Mostrador'));
    try {
      const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.body).not.toContain('<script>alert(1)');
      // The data element's, the site's JSON-LD (modules/seo) and the module's.
      expect(page.body.match(/<\/script>/g)?.length).toBe(3);
      const data = bootData(page.body) as { companyInfo: { company: { NAME: string } } };
      expect(data.companyInfo.company.NAME).toBe('Farmacia </script><script>alert(1)</script> & "Hijos"');
      expect(page.body).toContain(
        '<title>Farmacia &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Hijos&#34;</title>',
      );
    } finally {
      await t.db.update(company).set({ name: 'Farmacias Mostrador' });
    }
  });

  it("a product or company named with $' $` $& $1 goes into the page as written", async () => {
    // String.replace expands these in a replacement string: "Gel $'" would have pasted the rest
    // of the page into the product's data for every visitor (issue 30).
    const name = "Gel $' $` $& $1 $<x> $$";
    await buildProduct(t.db, { sku: 'SHELL-DOLLAR', name });
    await t.db.update(company).set({ name }).where(eq(company.name, 'Farmacias Mostrador'));
    try {
      for (const url of ['/', '/product_view/SHELL-DOLLAR']) {
        const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
        const data = bootData(page.body) as BootData & { companyInfo: { company: { NAME: string } } };
        expect(data.companyInfo.company.NAME, url).toBe(name);
        const escaped = `Gel $&#39; $\` $&#38; $1 $&#60;x&#62; $$`;
        expect(page.body, url).toContain(url === '/' ? `<title>${escaped}</title>` : `<title>${escaped} · ${escaped}</title>`);
        expect(page.body.match(/<\/html>/g)?.length, url).toBe(1);
      }
      const product = await t.app.inject({ url: '/product_view/SHELL-DOLLAR', headers: { accept: 'text/html' } });
      const api = await t.app.inject({ url: '/api/catalogue/products/SHELL-DOLLAR' });
      expect((bootData(product.body) as { product?: { answer: unknown } }).product?.answer).toEqual(api.json());
    } finally {
      await t.db.update(company).set({ name: 'Farmacias Mostrador' });
    }
  });

  it('sends the shell as brotli or gzip when accepted, with the same page inside', async () => {
    const plain = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const br = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses branchesInfo and companyBanners for clients that accept it, with their own ETag', async () => {
    const plain = await t.app.inject({ url: '/api/company/branchesInfo' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const br = await t.app.inject({ url: '/api/company/branchesInfo', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      url: '/api/company/branchesInfo',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    // The plain tag does not validate the compressed copy, nor the other way round.
    const crossed = await t.app.inject({ url: '/api/company/branchesInfo', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(crossed.statusCode).toBe(200);

    const refused = await t.app.inject({ url: '/api/company/branchesInfo', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).toString()).toBe(plain.body);

    const banners = await t.app.inject({
      method: 'POST',
      url: '/api/company/companyBanners',
      payload: {},
      headers: { 'accept-encoding': 'br' },
    });
    const bannersPlain = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
    if (bannersPlain.rawPayload.length >= 1024) {
      expect(banners.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(banners.rawPayload).toString()).toBe(bannersPlain.body);
    } else {
      expect(banners.headers['content-encoding']).toBeUndefined();
    }
  });

  it('a build written over the running one is served at once, with the answers written in', async () => {
    const next = INDEX_HTML.replace('/assets/index-abc.js', '/assets/index-def.js');
    await writeFile(path.join(webDist, 'index.html'), next);
    try {
      const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('/assets/index-def.js');
      expect(page.body).not.toContain('/assets/index-abc.js');
      expect(bootData(page.body).companyInfo).toMatchObject({ ok: true });
    } finally {
      await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/company/companyInfo',
      payload: {},
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(info.rawPayload.length).toBeLessThan(1024);
    expect(info.headers['content-encoding']).toBeUndefined();
    expect(info.json()).toMatchObject({ ok: true });
  });
});
