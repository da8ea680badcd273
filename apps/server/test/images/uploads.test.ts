import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, banners, company } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { filesUnder, jpeg, png, pngBomb, uploadTo, webp } from '../helpers/images';
import { engines } from '../helpers/test-database';
import { pictureWidths } from '@mostrador/shared/format/picture-widths';

describe.each(engines)('image uploads on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    token = (await personWith(t.db, ['EDIT_COMPANY_IMAGES'])).token;
    await buildProduct(t.db, { sku: 'FOTO-1', images: [] });
  });
  afterAll(() => t.close());

  const state = async () => ({
    files: await filesUnder(t.config.mediaDir),
    banners: (await t.db.select({ n: count() }).from(banners))[0]?.n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]?.n,
    logo: (await t.db.select({ logo: company.logo }).from(company))[0]?.logo,
  });

  describe('refuses bad files with a Spanish message and stores nothing', async () => {
    const good = await jpeg(400, 300);
    const cases: [string, () => Buffer | Promise<Buffer> | null, number, RegExp, string?][] = [
      ['text named .jpg', () => Buffer.from('esto no es una imagen, solo texto'), 400, /no es una imagen JPG, PNG o WebP/],
      [
        'SVG with a script',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
        /SVG no se aceptan/,
        'image/svg+xml',
      ],
      [
        'plain SVG',
        () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
        400,
        /SVG no se aceptan/,
      ],
      ['a file over the limit', () => Buffer.concat([good, Buffer.alloc(16 * 1024 * 1024, 7)]), 413, /pesa más de 15 MB/],
      ['a 30,000 × 30,000 PNG', () => pngBomb(), 400, /30000 × 30000 píxeles/],
      ['a truncated JPEG', () => good.subarray(0, Math.floor(good.length / 2)), 400, /incompleta o dañada/],
      [
        'a PNG header on JPEG bytes',
        () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), good]),
        400,
        /incompleta o dañada/,
      ],
      ['no file at all', () => null, 400, /Elige una imagen/],
    ];
    it.each(cases)('%s', async (_name, make, status, message, type) => {
      const before = await state();
      const res = await uploadTo(t.app, 'banner', token, await make(), { TYPE: 'BANNER_TOP_LG' }, 'banner.jpg', type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ ok: false, errors: expect.stringMatching(message) });
      expect(await state()).toEqual(before);
    });

    it('a JSON body to an upload call', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/images/upload/logo',
        headers: { 'x-token': token },
        payload: { token },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().errors).toMatch(/multipart/);
    });
  });

  it('turns a JPEG banner into a WebP covering its slot size, metadata gone, served immutable, a draft until published', async () => {
    const res = await uploadTo(t.app, 'banner', token, await jpeg(), { TYPE: 'BANNER_TOP_LG' });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json().banner;
    expect(banner).toMatchObject({
      TYPE: 'BANNER_TOP_LG',
      ACTIVE: false,
      SHOWING: false,
      IMAGE: expect.stringMatching(/^banners\/BANNER_TOP_LG\/[0-9a-f]{16}\.webp$/),
    });
    const media = await t.app.inject({ url: `/media/${banner.IMAGE}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(media.rawPayload).metadata();
    // The whole 16:9 picture, scaled to cover 1280 × 300: the storefront crops it as the crop preview shows.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1280, 720, undefined]);
    const shown = async () => {
      const storefront = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
      return storefront.json().banners.BANNER_TOP_LG.map((b: { IMAGE: string }) => b.IMAGE) as string[];
    };
    expect(await shown()).not.toContain(banner.IMAGE);
    const fields = { ID: banner.ID, TITLE: 'Invierno', LINK: '', POSITION: 0, STARTS_AT: null, ENDS_AT: null };
    expect((await call(t.app, '/admin/images/banners/update', token, fields)).statusCode).toBe(200);
    expect((await call(t.app, '/admin/images/banners/publish', token, { ID: banner.ID })).statusCode).toBe(200);
    expect(await shown()).toContain(banner.IMAGE);
  });

  it('takes a PNG logo (transparency kept) and removes the old one once nothing names it', async () => {
    const first = await uploadTo(t.app, 'logo', token, await png(), {}, 'logo.png', 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstLogo: string = first.json().LOGO;
    const served = await t.app.inject({ url: `/media/${firstLogo}` });
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    const second = await uploadTo(t.app, 'logo', token, await png(600, 200), {}, 'logo.png', 'image/png');
    const secondLogo: string = second.json().LOGO;
    expect(secondLogo).not.toBe(firstLogo);
    const files = await filesUnder(t.config.mediaDir);
    expect(files).toContain(secondLogo);
    expect(files).not.toContain(firstLogo);
    expect((await t.app.inject({ url: `/media/${firstLogo}` })).statusCode).toBe(404);
    const info = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} });
    expect(info.json().company.LOGO).toBe(secondLogo);
  });

  it('keeps a replaced picture that another row still names', async () => {
    const logo = (await uploadTo(t.app, 'logo', token, await png(300, 300), {}, 'l.png', 'image/png')).json().LOGO as string;
    const [row] = await t.db.insert(banners).values({ type: 'BANNER_RIGHT', image: logo }).returning();
    await uploadTo(t.app, 'logo', token, await png(310, 300), {}, 'l.png', 'image/png');
    expect(await filesUnder(t.config.mediaDir)).toContain(logo);
    await call(t.app, '/admin/images/banners/delete', token, { ID: row!.id });
    expect(await filesUnder(t.config.mediaDir)).not.toContain(logo);
  });

  it('product pictures: WebP in three widths named in the path, reorder to choose the main one, removal deletes every width', async () => {
    const a = await uploadTo(t.app, 'product', token, await webp(), { SKU: 'FOTO-1' }, 'a.webp', 'image/webp');
    expect(a.statusCode, a.body).toBe(200);
    const b = await uploadTo(t.app, 'product', token, await jpeg(800, 800), { SKU: 'FOTO-1' });
    const [first, second] = b.json().IMAGES as string[];
    expect(a.json().IMAGES).toEqual([first]);
    // The storefront's srcset reads the widths from the name (decision 043).
    expect(second).toMatch(/^products\/FOTO-1\/[0-9a-f]{16}\.w320-480-640\.webp$/);
    const widths = pictureWidths(second!);
    expect(widths?.map((w) => w.width)).toEqual([320, 480, 640]);
    for (const { path, width } of widths!) {
      const res = await t.app.inject({ url: `/media/${path}` });
      expect(res.statusCode, path).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width, path).toBe(width);
    }
    const reordered = await call(t.app, '/admin/images/products/set', token, { SKU: 'FOTO-1', IMAGES: [second, first] });
    expect(reordered.json().IMAGES).toEqual([second, first]);
    const foreign = await call(t.app, '/admin/images/products/set', token, { SKU: 'FOTO-1', IMAGES: [second, 'products/otro/x.webp'] });
    expect(foreign.statusCode).toBe(409);
    await call(t.app, '/admin/images/products/set', token, { SKU: 'FOTO-1', IMAGES: [second] });
    const files = await filesUnder(t.config.mediaDir);
    const firstFiles = pictureWidths(first!)?.map((w) => w.path) ?? [first!];
    for (const gone of firstFiles) expect(files).not.toContain(gone);
    for (const { path } of widths!) expect(files).toContain(path);
    const view = await t.app.inject({ url: '/api/catalogue/products/FOTO-1' });
    expect(view.json().product.IMAGES).toEqual([second]);
  });

  it('a product picture narrower than the extra widths gets only the ones below its own', async () => {
    const res = await uploadTo(t.app, 'product', token, await jpeg(400, 400), { SKU: 'FOTO-1' });
    const images = res.json().IMAGES as string[];
    const added = images[images.length - 1]!;
    expect(added).toMatch(/\.w320-400\.webp$/);
    const main = await t.app.inject({ url: `/media/${added}` });
    expect((await sharp(main.rawPayload).metadata()).width).toBe(400);
  });

  it('an upload from before the widths were named keeps working and is removed with its -320 copy', async () => {
    const old = 'products/FOTO-2/0123456789abcdef';
    await mkdir(path.join(t.config.mediaDir, 'products/FOTO-2'), { recursive: true });
    for (const name of [`${old}.webp`, `${old}-320.webp`]) await writeFile(path.join(t.config.mediaDir, name), await webp(64, 64));
    await buildProduct(t.db, { sku: 'FOTO-2', images: [`${old}.webp`] });
    expect(pictureWidths(`${old}.webp`)).toBeNull();
    expect((await t.app.inject({ url: `/media/${old}.webp` })).statusCode).toBe(200);
    const res = await call(t.app, '/admin/images/products/set', token, { SKU: 'FOTO-2', IMAGES: [] });
    expect(res.statusCode, res.body).toBe(200);
    const files = await filesUnder(t.config.mediaDir);
    expect(files).not.toContain(`${old}.webp`);
    expect(files).not.toContain(`${old}-320.webp`);
  });

  it('theme backgrounds: upload, reorder, delete, and the public list follows', async () => {
    const up = async () =>
      (await uploadTo(t.app, 'background', token, await jpeg(1200, 675), { FOLDER: 'noche' })).json().PATHS as string[];
    await up();
    const paths = await up();
    expect(paths).toHaveLength(2);
    const set = await call(t.app, '/admin/images/backgrounds/set', token, { FOLDER: 'noche', PATHS: [paths[1], paths[0]] });
    expect(set.json().PATHS).toEqual([paths[1], paths[0]]);
    const pub = await t.app.inject({ method: 'POST', url: '/api/themes/backgrounds', payload: { FOLDER: 'noche' } });
    expect(pub.json().paths).toEqual([paths[1], paths[0]]);
    await call(t.app, '/admin/images/backgrounds/set', token, { FOLDER: 'noche', PATHS: [paths[1]] });
    expect(await filesUnder(t.config.mediaDir)).not.toContain(paths[0]);
  });

  it('audits every change with who and what', async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'images.logo'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({ ip: '10.9.8.7', targetText: 'logo' });
  });
});
