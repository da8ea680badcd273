import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { jpeg, uploadTo } from '../helpers/images';
import { engines } from '../helpers/test-database';

interface AdminBanner {
  ID: number;
  TYPE: string;
  IMAGE: string;
  TITLE: string;
  ACTIVE: boolean;
  SHOWING: boolean;
}

/** Issue 32: an uploaded banner is a draft; it is published on purpose, with a title, and can be retired. */
describe.each(engines)('banner drafts, publishing and retiring on %s', (engine) => {
  let t: TestApp;
  let manager: string;
  let customer: string;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    manager = (await personWith(t.db, ['EDIT_COMPANY_IMAGES'])).token;
    customer = (await personWith(t.db, [])).token;
  });
  afterAll(() => t.close());

  /** The banner IDs the storefront's banner call (and so the in-store screen) shows, of one TYPE. */
  const storefront = async (type: string): Promise<number[]> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
    expect(res.statusCode).toBe(200);
    return (res.json().banners[type] as { ID: number }[]).map((b) => b.ID);
  };
  const upload = async (fields: Record<string, string>, picture?: Buffer): Promise<AdminBanner> => {
    const res = await uploadTo(t.app, 'banner', manager, picture ?? (await jpeg(640, 360)), fields);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().banner as AdminBanner;
  };
  const fields = (banner: AdminBanner, changes: object = {}) => ({
    ID: banner.ID,
    TITLE: '',
    LINK: '',
    POSITION: 0,
    STARTS_AT: null,
    ENDS_AT: null,
    ...changes,
  });
  const audits = (action: string, id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetText, `banner ${id} (SCREEN_AD)`)));

  it('upload → a draft the storefront does not show; publish needs a title; publish shows it; retire hides it', async () => {
    const draft = await upload({ TYPE: 'SCREEN_AD' });
    expect(draft).toMatchObject({ TYPE: 'SCREEN_AD', TITLE: '', ACTIVE: false, SHOWING: false });
    expect(await storefront('SCREEN_AD')).not.toContain(draft.ID);

    const untitled = await call(t.app, '/admin/images/banners/publish', manager, { ID: draft.ID });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toEqual({ ok: false, errors: 'Escribe el título del banner para publicarlo' });
    // Saving the other fields does not publish it either (update has no ACTIVE any more).
    const saved = await call(
      t.app,
      '/admin/images/banners/update',
      manager,
      fields(draft, { TITLE: '  Ofertas de invierno ', ACTIVE: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().banner).toMatchObject({ TITLE: 'Ofertas de invierno', ACTIVE: false, SHOWING: false });
    expect(await storefront('SCREEN_AD')).not.toContain(draft.ID);

    const published = await call(t.app, '/admin/images/banners/publish', manager, { ID: draft.ID });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().banner).toMatchObject({ ID: draft.ID, ACTIVE: true, SHOWING: true });
    expect(await storefront('SCREEN_AD')).toContain(draft.ID);
    expect(await audits('images.bannerPublished', draft.ID)).toEqual([
      expect.objectContaining({ ip: '10.9.8.7', before: { ACTIVE: false }, after: { ACTIVE: true } }),
    ]);

    const emptied = await call(t.app, '/admin/images/banners/update', manager, fields(draft, { TITLE: '   ' }));
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toBe('Un banner publicado necesita título; escribe uno o retíralo primero');

    const retired = await call(t.app, '/admin/images/banners/unpublish', manager, { ID: draft.ID });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().banner).toMatchObject({ ACTIVE: false, SHOWING: false, TITLE: 'Ofertas de invierno' });
    expect(await storefront('SCREEN_AD')).not.toContain(draft.ID);
    expect(await audits('images.bannerUnpublished', draft.ID)).toHaveLength(1);
  });

  it('a new picture for a published banner puts it back to draft until it is published again', async () => {
    const banner = await upload({ TYPE: 'SCREEN_AD' });
    await call(t.app, '/admin/images/banners/update', manager, fields(banner, { TITLE: 'Temporada de frío' }));
    await call(t.app, '/admin/images/banners/publish', manager, { ID: banner.ID });
    expect(await storefront('SCREEN_AD')).toContain(banner.ID);

    const replaced = await upload({ ID: String(banner.ID) }, await jpeg(1280, 720));
    expect(replaced).toMatchObject({ ID: banner.ID, ACTIVE: false, TITLE: 'Temporada de frío' });
    expect(replaced.IMAGE).not.toBe(banner.IMAGE);
    expect(await storefront('SCREEN_AD')).not.toContain(banner.ID);
  });

  it('keeps the whole picture: the slot crops it where it is shown, as the crop preview shows', async () => {
    const served = async (banner: AdminBanner) => {
      const meta = await sharp((await t.app.inject({ url: `/media/${banner.IMAGE}` })).rawPayload).metadata();
      return [meta.width, meta.height];
    };
    // A 16:9 photo for the 1280 × 300 top banner: scaled to cover it, nothing cut.
    expect(await served(await upload({ TYPE: 'BANNER_TOP_LG' }, await jpeg(1600, 900)))).toEqual([1280, 720]);
    // A wide strip for a 300 × 600 side banner: cut, centred, to three times the slot's width.
    expect(await served(await upload({ TYPE: 'BANNER_LEFT' }, await jpeg(2000, 250)))).toEqual([900, 600]);
    // The in-store screen's ad: 16:9 at 1920 × 1080.
    expect(await served(await upload({ TYPE: 'SCREEN_AD' }, await jpeg(1280, 720)))).toEqual([1920, 1080]);
  });

  it('refuses a customer and a caller without a session, and changes nothing', async () => {
    const banner = await upload({ TYPE: 'SCREEN_AD' });
    await call(t.app, '/admin/images/banners/update', manager, fields(banner, { TITLE: 'Solo el equipo' }));
    for (const path of ['publish', 'unpublish']) {
      const asCustomer = await call(t.app, `/admin/images/banners/${path}`, customer, { ID: banner.ID });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().ok).toBe(false);
      const noToken = await t.app.inject({ method: 'POST', url: `/api/admin/images/banners/${path}`, payload: { ID: banner.ID } });
      expect(noToken.statusCode).toBe(400);
      const badToken = await call(t.app, `/admin/images/banners/${path}`, 'token-que-no-es-de-nadie', { ID: banner.ID });
      expect(badToken.statusCode).toBe(401);
    }
    expect(await storefront('SCREEN_AD')).not.toContain(banner.ID);
  });

  it.each([0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, '7', null])('refuses ID %s with a Spanish 400', async (ID) => {
    for (const path of ['publish', 'unpublish']) {
      const res = await call(t.app, `/admin/images/banners/${path}`, manager, { ID });
      expect(res.statusCode, res.body).toBe(400);
      // Spanish, naming the field (by its label where the error handler has one).
      expect(res.json()).toEqual({ ok: false, errors: expect.stringMatching(/(ID|Identificador)/) });
    }
  });

  it('a banner that does not exist is a 404 naming it', async () => {
    const res = await call(t.app, '/admin/images/banners/publish', manager, { ID: 2_147_483_647 });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toBe('No encontramos el banner 2147483647');
  });
});
