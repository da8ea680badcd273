import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banners } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { png, uploadTo } from '../helpers/images';
import { engines } from '../helpers/test-database';

const CALLERS = ['none', 'ACCOUNT', 'CATALOGUE', 'ADMIN', 'EDIT_COMPANY_IMAGES'] as const;
type Caller = (typeof CALLERS)[number];
const IMAGES: Caller[] = ['ADMIN', 'EDIT_COMPANY_IMAGES'];
const PRODUCTS: Caller[] = ['ADMIN', 'EDIT_COMPANY_IMAGES', 'CATALOGUE'];

describe.each(engines)('image management access and banner dates on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Caller, string>();
  let bannerId: number;
  let manager: string;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    tokens.set('none', 'token-que-no-es-de-nadie');
    for (const access of ['ACCOUNT', 'CATALOGUE', 'ADMIN', 'EDIT_COMPANY_IMAGES'] as const)
      tokens.set(access, (await personWith(t.db, [access])).token);
    manager = tokens.get('EDIT_COMPANY_IMAGES')!;
    await buildProduct(t.db, { sku: 'ACC-1', images: [] });
    bannerId = (await t.db.select().from(banners).where(eq(banners.type, 'SCREEN_AD')))[0]!.id;
  });
  afterAll(() => t.close());

  describe('who may call what', () => {
    const json: [string, object, Caller[]][] = [
      ['/admin/images/overview', {}, IMAGES],
      ['/admin/images/banners/update', { ID: 999_999, TITLE: '', LINK: '', POSITION: 0, STARTS_AT: null, ENDS_AT: null }, IMAGES],
      ['/admin/images/banners/delete', { ID: 999_999 }, IMAGES],
      ['/admin/images/banners/publish', { ID: 999_999 }, IMAGES],
      ['/admin/images/banners/unpublish', { ID: 999_999 }, IMAGES],
      ['/admin/images/backgrounds/list', { FOLDER: 'claro' }, IMAGES],
      ['/admin/images/backgrounds/set', { FOLDER: 'sin-fondos', PATHS: [] }, IMAGES],
      ['/admin/images/products/get', { SKU: 'ACC-1' }, PRODUCTS],
      ['/admin/images/products/set', { SKU: 'ACC-1', IMAGES: [] }, PRODUCTS],
    ];
    for (const [url, body, allowed] of json) {
      it.each(CALLERS)(`${url} as %s`, async (caller) => {
        const res = await call(t.app, url, tokens.get(caller)!, body);
        const expected = caller === 'none' ? 401 : allowed.includes(caller) ? [200, 404] : 403;
        if (Array.isArray(expected)) expect(expected).toContain(res.statusCode);
        else expect(res.statusCode).toBe(expected);
        if (res.statusCode >= 400) expect(res.json().ok).toBe(false);
      });
    }
    const uploads: [string, Record<string, string>, Caller[]][] = [
      ['logo', {}, IMAGES],
      ['banner', { TYPE: 'BANNER_LEFT' }, IMAGES],
      ['product', { SKU: 'ACC-1' }, PRODUCTS],
      ['background', { FOLDER: 'claro' }, IMAGES],
    ];
    for (const [kind, fields, allowed] of uploads) {
      it.each(CALLERS)(`upload/${kind} as %s`, async (caller) => {
        const res = await uploadTo(t.app, kind, tokens.get(caller)!, await png(64, 64), fields, 'x.png', 'image/png');
        expect(res.statusCode, res.body).toBe(caller === 'none' ? 401 : allowed.includes(caller) ? 200 : 403);
      });
    }
  });

  describe('the storefront shows a banner only while published and within its dates', () => {
    const day = 86_400_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const shown = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
      return (res.json().banners.SCREEN_AD as { ID: number }[]).some((b) => b.ID === bannerId);
    };
    const update = (changes: object) =>
      call(t.app, '/admin/images/banners/update', manager, {
        ID: bannerId,
        TITLE: 'Promo',
        LINK: '/search/vitaminas',
        POSITION: 1,
        STARTS_AT: null,
        ENDS_AT: null,
        ...changes,
      });

    it.each([
      ['no dates', {}, true],
      ['starts tomorrow', { STARTS_AT: at(day) }, false],
      ['started yesterday, ends tomorrow', { STARTS_AT: at(-day), ENDS_AT: at(day) }, true],
      ['ended an hour ago', { ENDS_AT: at(-3_600_000) }, false],
      ['retired', { unpublish: true }, false],
    ])('%s', async (_name, changes, visible) => {
      const { unpublish, ...fields } = changes as { unpublish?: boolean };
      if (unpublish) expect((await call(t.app, '/admin/images/banners/unpublish', manager, { ID: bannerId })).statusCode).toBe(200);
      const res = await update(fields);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().banner.SHOWING).toBe(visible);
      expect(await shown()).toBe(visible);
    });

    it('refuses an end before the start, and a link that is neither a store path nor https', async () => {
      const dates = await update({ STARTS_AT: at(day), ENDS_AT: at(-day) });
      expect(dates.statusCode).toBe(400);
      expect(dates.json().errors).toMatch(/fecha de fin debe ser posterior/);
      const link = await update({ LINK: 'javascript:alert(1)' });
      expect(link.statusCode).toBe(400);
      expect(link.json().errors).toMatch(/ruta de la tienda/);
    });
  });
});
