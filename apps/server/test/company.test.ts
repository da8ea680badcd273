import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BranchesInfoResponseSchema, CompanyBannersResponseSchema, CompanyInfoResponseSchema } from '@mostrador/shared/schemas/company';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { engines } from './helpers/test-database';

describe.each(engines)('company calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      seed: seedSmallDataset,
      env: { PUBLIC_ORIGIN: 'https://tienda.example.mx', TERMS_URL: 'https://fan.example.mx/terminos' },
    });
  });
  afterAll(() => t?.close());

  it('companyInfo answers the company, its theme (MODE as JSON text) and the media base', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: { TOKEN: 'x' } });
    expect(res.statusCode).toBe(200);
    const body = CompanyInfoResponseSchema.parse(res.json());
    expect(body.company).toMatchObject({
      NAME: 'Farmacias Mostrador',
      THEME: 'claro',
      DEFAULT_BRANCH: 'GDL-CENTRO',
      TERMS_URL: 'https://fan.example.mx/terminos',
    });
    expect(body.company.PRIVACY_NOTICE_URL).toMatch(/^https:\/\//);
    expect(body.theme.THEME).toBe('claro');
    expect(JSON.parse(body.theme.MODE)).toEqual({
      dark: false,
      rotateBkgrndTime: 10,
      opacityContainers: 1,
      opacityBackground: -1,
      isRandomBackground: false,
    });
    expect(body.img_url).toBe('https://tienda.example.mx/media/');
  });

  it('companyInfo accepts a POST without any body (TOKEN is optional)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo' });
    expect(res.statusCode).toBe(200);
  });

  it('companyBanners groups active banners by TYPE, every TYPE present, ordered by position', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
    const { banners } = CompanyBannersResponseSchema.parse(res.json());
    expect(Object.keys(banners).sort()).toEqual([
      'BANNER_LEFT',
      'BANNER_RIGHT',
      'BANNER_TOP_LG',
      'BANNER_TOP_MD',
      'BANNER_TOP_XL',
      'SCREEN_AD',
    ]);
    expect(banners.BANNER_TOP_LG.map((b) => b.TITLE)).toEqual(['Primera', 'Segunda']);
    expect(banners.SCREEN_AD).toHaveLength(1);
    expect(banners.BANNER_LEFT).toEqual([]); // the only one is inactive
  });

  it('branchesInfo lists active branches with hours and postal codes, cacheable with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { branchesInfo } = BranchesInfoResponseSchema.parse(res.json());
    expect(branchesInfo.map((b) => b.BRANCH)).toEqual(['GDL-CENTRO', 'GDL-ZAPOPAN']);
    const centro = branchesInfo[0];
    expect(centro?.IS_DEFAULT).toBe(true);
    expect(centro?.POSTAL_CODES).toEqual(['44100', '44200']);
    expect(centro?.HOURS).toHaveLength(7);
    expect(centro?.HOURS[0]).toEqual({ DAY: 0, OPEN: '09:00', CLOSE: '15:00' });

    const etag = res.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo', headers: { 'if-none-match': `W/${String(etag)}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo', headers: { 'if-none-match': '"otro"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('branchesinfo (lowercase, as the spec client also calls it) answers the same', async () => {
    const upper = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo' });
    const lower = await t.app.inject({ method: 'GET', url: '/api/company/branchesinfo' });
    expect(lower.statusCode).toBe(200);
    expect(lower.body).toBe(upper.body);
    expect(lower.headers.etag).toBe(upper.headers.etag);
  });

  it('branchInfo answers one branch, or 404 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/company/branchInfo', payload: { BRANCH: 'GDL-ZAPOPAN' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, branchInfo: { BRANCH: 'GDL-ZAPOPAN', NAME: 'Zapopan', POSTAL_CODES: ['45010'] } });

    const missing = await t.app.inject({ method: 'POST', url: '/api/company/branchInfo', payload: { BRANCH: 'NO-EXISTE' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, errors: 'No se encontró la sucursal NO-EXISTE' });

    const inactive = await t.app.inject({ method: 'POST', url: '/api/company/branchInfo', payload: { BRANCH: 'GDL-CERRADA' } });
    expect(inactive.statusCode).toBe(404);
  });

  it('branchInfo rejects bad input with a 400 naming BRANCH', async () => {
    const cases: [unknown, string][] = [
      [{}, 'El campo «Sucursal» es obligatorio'],
      [{ BRANCH: 42 }, 'El campo «Sucursal» debe ser texto'],
      [{ BRANCH: '   ' }, 'El campo «Sucursal» no puede estar vacío'],
      [{ BRANCH: 'X'.repeat(41) }, 'El campo «Sucursal» no puede tener más de 40 caracteres'],
    ];
    for (const [payload, errors] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/company/branchInfo', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ ok: false, errors });
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/company/branchInfo' });
    expect(noBody.json()).toEqual({ ok: false, errors: 'El campo «Sucursal» es obligatorio' });
  });
});

describe('company calls on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('companyInfo says the company is not configured, banners and branches are empty lists', async () => {
    const info = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} });
    expect(info.statusCode).toBe(404);
    expect(info.json()).toEqual({ ok: false, errors: 'No se encontró la información de la empresa' });
    const banners = await t.app.inject({ method: 'POST', url: '/api/company/companyBanners', payload: {} });
    expect(Object.values(banners.json<{ banners: Record<string, unknown[]> }>().banners).every((l) => l.length === 0)).toBe(true);
    const branches = await t.app.inject({ method: 'GET', url: '/api/company/branchesInfo' });
    expect(branches.json()).toEqual({ ok: true, branchesInfo: [] });
  });

  it('img_url is a same-origin path when PUBLIC_ORIGIN is not set', async () => {
    const { buildCompany } = await import('./helpers/factories');
    await buildCompany(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} });
    expect(res.json()).toMatchObject({ img_url: '/media/', theme: { THEME: 'default' } });
  });
});
