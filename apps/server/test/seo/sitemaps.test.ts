import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productCategories, products } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 36: robots.txt and the sitemap index of product, category and branch sitemaps, split at
// the file limit (here 2 URLs a file instead of 50,000), current as soon as the catalogue changes.

const ORIGIN = 'https://farmacia.example.mx';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe.each(engines)('robots.txt and sitemaps on %s', (engine) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, env: { PUBLIC_ORIGIN: ORIGIN }, sitemapUrlsPerFile: 2 });
    await t.db.insert(categories).values([
      { type: 'DEPARTAMENTO', id: 'dolor', name: 'Dolor' },
      { type: 'DEPARTAMENTO', id: 'vacia', name: 'Sin productos' },
    ]);
    for (const sku of ['A-1', 'A-2', 'A-3']) await buildProduct(t.db, { sku });
    // Prescription-only medicines are listed like any other; a product out of the catalogue is not.
    await buildProduct(t.db, { sku: 'RX-1', requiresPrescription: true });
    await buildProduct(t.db, { sku: 'OFF-1', active: false });
    await t.db.insert(productCategories).values({ sku: 'A-1', type: 'DEPARTAMENTO', categoryId: 'dolor' });
  });
  afterAll(() => t?.close());

  it('robots.txt keeps crawlers out of accounts, back office, sign-in, staff screens and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/account', '/admin', '/auth', '/home_orders', '/order_view', '/picking', '/purchase']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/(product_view|categories|branch|search)/);
  });

  it('the index names every file, split at the limit, and each file lists its pages once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = locs(index.body);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/branches-1.xml`,
      `${ORIGIN}/sitemaps/branches-2.xml`,
      `${ORIGIN}/sitemaps/categories-1.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const res = await get(file.slice(ORIGIN.length));
      expect(res.statusCode, file).toBe(200);
      expect(res.body, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(res.body);
      expect(urls.length, file).toBeLessThanOrEqual(2);
      listed.push(...urls);
    }
    expect(listed).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/about_us`,
      `${ORIGIN}/branches`,
      `${ORIGIN}/branch/GDL-CENTRO`,
      `${ORIGIN}/branch/GDL-ZAPOPAN`,
      // Only categories with products; the closed branch is not listed.
      `${ORIGIN}/categories/DEPARTAMENTO/dolor`,
      `${ORIGIN}/product_view/A-1`,
      `${ORIGIN}/product_view/A-2`,
      `${ORIGIN}/product_view/A-3`,
      `${ORIGIN}/product_view/RX-1`,
    ]);
  });

  it('follows the catalogue: a new product adds a file, one taken out leaves', async () => {
    await buildProduct(t.db, { sku: 'B-1' });
    expect(locs((await get('/sitemap.xml')).body)).toContain(`${ORIGIN}/sitemaps/products-3.xml`);
    expect(locs((await get('/sitemaps/products-3.xml')).body)).toEqual([`${ORIGIN}/product_view/RX-1`]);
    await t.db.update(products).set({ active: false }).where(eq(products.sku, 'A-2'));
    expect(locs((await get('/sitemaps/products-1.xml')).body)).toEqual([`${ORIGIN}/product_view/A-1`, `${ORIGIN}/product_view/A-3`]);
    expect((await get('/sitemaps/products-3.xml')).statusCode).toBe(404);
  });

  it("gives each product its lastmod, moved by any change of the product's row", async () => {
    const lastmod = async (sku: string) => {
      const all = (await Promise.all([1, 2, 3].map((n) => get(`/sitemaps/products-${n}.xml`)))).map((r) => r.body).join('');
      return new RegExp(`/product_view/${sku}</loc><lastmod>([^<]+)</lastmod>`).exec(all)?.[1];
    };
    const stored = async () => (await t.db.select({ at: products.updatedAt }).from(products).where(eq(products.sku, 'A-3')))[0]!.at;
    const before = await lastmod('A-3');
    expect(before).toBe((await stored()).toISOString());
    await t.db.update(products).set({ name: 'Producto A-3 renombrado' }).where(eq(products.sku, 'A-3'));
    const after = await lastmod('A-3');
    expect(after).toBe((await stored()).toISOString());
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
    // Pages and categories carry none: nothing dates them.
    expect((await get('/sitemaps/pages-1.xml')).body).not.toContain('<lastmod>');
  });

  it('a file that is not in the index is a 404 in the house shape', async () => {
    for (const url of ['/sitemaps/products-9.xml', '/sitemaps/pedidos-1.xml', '/sitemaps/products-0.xml', '/sitemaps/..%2Fconfig']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ ok: false, errors: expect.any(String) });
    }
  });

  it('escapes what XML would read as markup in a SKU', async () => {
    await buildProduct(t.db, { sku: "X&Y'<Z>" });
    const all = (await Promise.all([1, 2, 3, 4].map((n) => get(`/sitemaps/products-${n}.xml`)))).map((r) => r.body).join('');
    expect(all).toContain('<loc>https://farmacia.example.mx/product_view/X%26Y&apos;%3CZ%3E</loc>');
  });
});
