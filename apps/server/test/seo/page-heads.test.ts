import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productCategories, products, stock } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 36: each public page says what it is to search engines and link previews, with the status
// a crawler trusts (decision 067).

const ORIGIN = 'https://farmacia.example.mx';
const INDEX_HTML = `<!doctype html><html lang="es-MX"><head>
<meta name="description" content="Farmacia en línea." />
<meta name="robots" content="index, follow" />
<title>Mostrador</title><!--boot-data--></head>
<body><div id="root"><!--boot-screen--><span></span><!--/boot-screen--></div>
<script type="module" src="/assets/index-abc.js"></script></body></html>`;

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Ld);
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe.each(engines)('page heads and statuses on %s', (engine) => {
  let t: TestApp;
  let webDist: string;
  const page = (url: string, accept = 'text/html') => t.app.inject({ url, headers: { accept } });

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-seo-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await buildTestApp({ engine, seed: seedSmallDataset, env: { WEB_DIST_DIR: webDist, PUBLIC_ORIGIN: ORIGIN } });
    await t.db.insert(categories).values([
      { type: 'DEPARTAMENTO', id: 'dolor', name: 'Dolor y fiebre' },
      { type: 'PADECIMIENTO', id: 'gripa', name: 'Gripa' },
    ]);
    await buildProduct(t.db, {
      sku: 'PARA-500',
      name: 'Paracetamol 500 mg',
      presentation: 'Caja con 20 tabletas',
      brand: 'Genérico',
      barcode: '7501234567890',
      price: '1234.5',
      description: 'Alivia el dolor y baja la fiebre.',
      images: ['products/PARA-500.w320-480-600.webp'],
    });
    await t.db.insert(productCategories).values({ sku: 'PARA-500', type: 'DEPARTAMENTO', categoryId: 'dolor' });
    await t.db.insert(stock).values({ branch: 'GDL-CENTRO', sku: 'PARA-500', units: 7 });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("a product page: its title, description, canonical URL, previews and Google's product snippet data", async () => {
    const res = await page('/product_view/PARA-500');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Paracetamol 500 mg · Farmacias Mostrador</title>');
    expect(metaOf(html, 'description')).toBe(
      'Paracetamol 500 mg, Caja con 20 tabletas. Genérico. Precio $1,234.50 en Farmacias Mostrador. Alivia el dolor y baja la fiebre.',
    );
    // The template's own description and robots lines give way to the page's.
    expect(html).not.toContain('Farmacia en línea.');
    expect(html.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product_view/PARA-500" />`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/product_view/PARA-500`);
    // Its share card, 1200 × 630 (decision 082; test/images/share-pictures.test.ts makes it).
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/media/share/products/PARA-500.w320-480-600.jpg`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'product:price:amount')).toBe('1234.50');

    const [product, breadcrumb] = jsonLd(html);
    // Google's required properties for a product snippet with an offer.
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Paracetamol 500 mg',
      image: [`${ORIGIN}/media/products/PARA-500.w320-480-600.webp`],
      gtin13: '7501234567890',
      offers: { '@type': 'Offer', price: '1234.50', priceCurrency: 'MXN', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: `${ORIGIN}/` },
        { position: 2, name: 'Dolor y fiebre', item: `${ORIGIN}/categories/DEPARTAMENTO/dolor` },
        { position: 3, name: 'Paracetamol 500 mg' },
      ],
    });
  });

  it('availability follows the stock at the default branch, then anywhere', async () => {
    await buildProduct(t.db, { sku: 'ELSEWHERE', name: 'Solo en Zapopan' });
    await t.db.insert(stock).values({ branch: 'GDL-ZAPOPAN', sku: 'ELSEWHERE', units: 2 });
    await buildProduct(t.db, { sku: 'NONE', name: 'Agotado' });
    const offer = async (sku: string) =>
      (jsonLd((await page(`/product_view/${sku}`)).body)[0]!.offers as { availability: string }).availability;
    expect(await offer('ELSEWHERE')).toBe('https://schema.org/LimitedAvailability');
    expect(await offer('NONE')).toBe('https://schema.org/OutOfStock');
  });

  it('a product name with markup stays text: no element closes, the data still parses', async () => {
    const name = 'Gel </script><script>alert(1)</script> & "Hijos" <!-- $\' ';
    await buildProduct(t.db, { sku: 'EVIL', name });
    const html = (await page('/product_view/EVIL')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0]!.name).toBe(name);
    expect(html).toContain('<title>Gel &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Hijos&#34;');
    // The two JSON-LD elements, the boot data and the module script: nothing else closes a script.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it('unknown products, categories and branches answer 404 with the app, which shows its own not found', async () => {
    for (const url of [
      '/product_view/NO-EXISTE',
      '/categories/DEPARTAMENTO/nada',
      '/branch/GDL-NADA',
      '/branch/GDL-CERRADA',
      '/not-found',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<script type="module" src="/assets/index-abc.js">');
      expect(res.body, url).toContain('<title>Página no encontrada · Farmacias Mostrador</title>');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, follow');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('a product taken out of the catalogue moves to its department, or is gone without one', async () => {
    await buildProduct(t.db, { sku: 'OLD-1', name: 'Retirado', active: false });
    await t.db.insert(productCategories).values([
      { sku: 'OLD-1', type: 'PADECIMIENTO', categoryId: 'gripa' },
      { sku: 'OLD-1', type: 'DEPARTAMENTO', categoryId: 'dolor' },
    ]);
    const moved = await page('/product_view/OLD-1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${ORIGIN}/categories/DEPARTAMENTO/dolor`);
    await buildProduct(t.db, { sku: 'OLD-2', name: 'Retirado sin departamento', active: false });
    const gone = await page('/product_view/OLD-2');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<script type="module" src="/assets/index-abc.js">');
  });

  it('branches: a Pharmacy for each, with address, hours, phone and coordinates', async () => {
    const list = await page('/branches');
    expect(list.statusCode).toBe(200);
    const pharmacies = jsonLd(list.body);
    expect(pharmacies.map((p) => [p['@type'], p.name])).toEqual([
      ['Pharmacy', 'Centro'],
      ['Pharmacy', 'Zapopan'],
    ]);
    const one = await page('/branch/gdl-centro');
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(`<link rel="canonical" href="${ORIGIN}/branch/GDL-CENTRO" />`);
    const [pharmacy, trail] = jsonLd(one.body);
    expect(pharmacy).toMatchObject({
      '@type': 'Pharmacy',
      name: 'Centro',
      url: `${ORIGIN}/branch/GDL-CENTRO`,
      telephone: '3312345678',
      address: { '@type': 'PostalAddress', addressRegion: 'Jalisco', postalCode: '44100', addressCountry: 'MX' },
      geo: { '@type': 'GeoCoordinates', latitude: 20.6767, longitude: -103.3475 },
    });
    expect(pharmacy!.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '09:00',
      closes: '15:00',
    });
    expect(trail!['@type']).toBe('BreadcrumbList');
  });

  it('home carries the site with its search action; categories, search and private pages their own heads', async () => {
    const home = (await page('/')).body;
    expect(home).toContain('<title>Farmacias Mostrador</title>');
    expect(jsonLd(home)).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        potentialAction: expect.objectContaining({
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search/{search_term_string}` },
          'query-input': 'required name=search_term_string',
        }),
      }),
    ]);
    const category = (await page('/categories/DEPARTAMENTO/dolor')).body;
    expect(category).toContain('<title>Dolor y fiebre · Farmacias Mostrador</title>');
    expect(category).toContain(`<link rel="canonical" href="${ORIGIN}/categories/DEPARTAMENTO/dolor" />`);
    // The search form sent without JavaScript (GET /search?SEARCH=…) names its words; results are not indexed.
    const search = (await page('/search?SEARCH=paracetamol')).body;
    expect(search).toContain('<title>Resultados para «paracetamol» · Farmacias Mostrador</title>');
    expect(metaOf(search, 'robots')).toBe('noindex, follow');
    const account = await page('/account/orders_history');
    expect(account.statusCode).toBe(200);
    expect(metaOf(account.body, 'robots')).toBe('noindex, follow');
  });

  it('link previews that accept anything get the page; other paths keep the JSON not-found', async () => {
    const preview = await page('/product_view/PARA-500', '*/*');
    expect(preview.statusCode).toBe(200);
    expect(metaOf(preview.body, 'og:title')).toBe('Paracetamol 500 mg · Farmacias Mostrador');
    const other = await page('/account', '*/*');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ ok: false });
  });

  it('a product made inactive leaves its page at once', async () => {
    await buildProduct(t.db, { sku: 'SOON-OFF', name: 'Pronto fuera' });
    expect((await page('/product_view/SOON-OFF')).statusCode).toBe(200);
    await t.db.update(products).set({ active: false }).where(eq(products.sku, 'SOON-OFF'));
    expect((await page('/product_view/SOON-OFF')).statusCode).toBe(410);
  });
});
