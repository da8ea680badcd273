import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, themeColors, themes } from '../src/db/schema/index';
import { call, personWith } from './helpers/back-office';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { signedInCustomer } from './helpers/customers';
import { seedSmallDataset } from './helpers/dataset';
import { buildTheme } from './helpers/factories';
import { engines } from './helpers/test-database';

const MODE = { dark: false, rotateBkgrndTime: 15, opacityContainers: 0.9, opacityBackground: -1, isRandomBackground: true };
const theme = (name: string, extra: Record<string, unknown> = {}) => ({ name, MODE, FOLDER: 'claro', ...extra });

describe.each(engines)('theme editing on %s', (engine) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    editor = (await personWith(t.db, ['SAMPLES', 'THEMES'])).token;
  });
  afterAll(() => t?.close());

  const save = (token: string, THEME: object, COLORS: object = { primary: '#123456' }) =>
    call(t.app, '/themes/saveTheme', token, { THEME, COLORS });
  const getTheme = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/themes/getTheme', payload: { THEME: name } })).json();

  it('saves a new theme: getTheme and getThemes answer it at once, and the audit trail records it', async () => {
    const res = await save(editor, theme('mar'), { primary: 'rgb(10, 20, 30)', accent: 'rgba(1,2,3,0.5)', text: '#fff' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, theme: { THEME: 'mar', FOLDER: 'claro' } });
    const read = await getTheme('mar');
    expect(JSON.parse(read.theme.MODE)).toEqual(MODE);
    expect(read.themeColors).toEqual({ primary: 'rgb(10, 20, 30)', accent: 'rgba(1,2,3,0.5)', text: '#fff' });
    const list = (await t.app.inject({ method: 'POST', url: '/api/themes/getThemes', payload: {} })).json();
    expect(list.themes.map((x: { THEME: string }) => x.THEME)).toContain('mar');
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetText, 'mar'));
    expect(trail.map((r) => r.action)).toEqual(['theme.saved']);
  });

  it('saving again replaces MODE, FOLDER and every colour (a colour left out is gone)', async () => {
    await save(editor, theme('rio'), { primary: '#111111', accent: '#222222' });
    const res = await save(editor, theme('rio', { MODE: JSON.stringify({ ...MODE, dark: true }), FOLDER: '' }), { primary: '#333333' });
    expect(res.statusCode).toBe(200);
    const read = await getTheme('rio');
    expect(JSON.parse(read.theme.MODE).dark).toBe(true);
    expect(read.theme.FOLDER).toBe('');
    expect(read.themeColors).toEqual({ primary: '#333333' });
  });

  it('resets a rotation time outside 1–99999 to 10 (docs/product.md#themes) and keeps 0 (paused)', async () => {
    for (const [sent, kept] of [
      [0.5, 10],
      [100_000, 10],
      [0, 0],
      [99_999, 99_999],
      [1, 1],
    ] as const) {
      expect((await save(editor, theme('giro', { MODE: { ...MODE, rotateBkgrndTime: sent } }))).statusCode).toBe(200);
      expect(JSON.parse((await getTheme('giro')).theme.MODE).rotateBkgrndTime).toBe(kept);
    }
  });

  it.each([
    ['no name', { THEME: theme(''), COLORS: { primary: '#000' } }, 'Escribe el nombre del tema'],
    ['a name with symbols', { THEME: theme('mar<script>'), COLORS: { primary: '#000' } }, 'El nombre del tema admite'],
    ['the reserved name', { THEME: theme('Default'), COLORS: { primary: '#000' } }, 'reservado'],
    ['a folder with a path', { THEME: theme('x', { FOLDER: '../etc' }), COLORS: { primary: '#000' } }, 'carpeta de fondos'],
    [
      'MODE not JSON',
      { THEME: theme('x', { MODE: '{dark' }), COLORS: { primary: '#000' } },
      'El campo «Modo del tema» no es válido: debe ser un objeto o un texto JSON',
    ],
    [
      'dark not a boolean',
      { THEME: theme('x', { MODE: { ...MODE, dark: 'sí' } }), COLORS: { primary: '#000' } },
      'dark debe ser true o false',
    ],
    ['MODE missing a key', { THEME: theme('x', { MODE: { dark: true } }), COLORS: { primary: '#000' } }, 'falta rotateBkgrndTime'],
    [
      'a rotation time as text',
      { THEME: theme('x', { MODE: { ...MODE, rotateBkgrndTime: '10' } }), COLORS: { primary: '#000' } },
      'rotateBkgrndTime debe ser un número',
    ],
    [
      'MODE as a JSON list',
      { THEME: theme('x', { MODE: '[1]' }), COLORS: { primary: '#000' } },
      '«Modo del tema» no es válido: debe ser un objeto',
    ],
    [
      'opacityContainers over 1',
      { THEME: theme('x', { MODE: { ...MODE, opacityContainers: 2 } }), COLORS: { primary: '#000' } },
      'opacityContainers',
    ],
    [
      'opacityBackground -0.5',
      { THEME: theme('x', { MODE: { ...MODE, opacityBackground: -0.5 } }), COLORS: { primary: '#000' } },
      'opacityBackground',
    ],
    [
      'isRandomBackground text',
      { THEME: theme('x', { MODE: JSON.stringify({ ...MODE, isRandomBackground: 'no' }) }), COLORS: { primary: '#000' } },
      'isRandomBackground debe ser true o false',
    ],
    ['no colours', { THEME: theme('x'), COLORS: {} }, 'de 1 a 40 colores'],
    ['a bad colour value', { THEME: theme('x'), COLORS: { primary: 'rgb(300, 0, 0)' } }, 'El color primary debe ser #hex, rgb() o rgba()'],
    ['a named colour', { THEME: theme('x'), COLORS: { primary: 'red' } }, 'El color primary'],
    ['alpha over 1', { THEME: theme('x'), COLORS: { primary: 'rgba(0,0,0,1.5)' } }, 'El color primary'],
    ['a bad colour name', { THEME: theme('x'), COLORS: { 'pri mary': '#000' } }, 'pri mary'],
    ['no THEME', { COLORS: { primary: '#000' } }, 'El campo «Tema» es obligatorio'],
  ])('refuses %s with a 400 in Spanish and writes nothing', async (_label, body, words) => {
    const res = await call(t.app, '/themes/saveTheme', editor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().errors).toContain(words);
    expect(await t.db.select().from(themes).where(eq(themes.name, 'x'))).toEqual([]);
  });

  it('needs a session, SAMPLES, and ADMIN or THEMES', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/themes/saveTheme', payload: { THEME: theme('y'), COLORS: { a: '#000' } } }))
        .statusCode,
    ).toBe(400);
    expect((await save('no-such-token', theme('y'))).statusCode).toBe(401);
    const customer = await signedInCustomer(t.db);
    const samplesOnly = await personWith(t.db, ['SAMPLES']);
    const themesOnly = await personWith(t.db, ['THEMES']);
    const admin = await personWith(t.db, ['SAMPLES', 'ADMIN']);
    for (const who of [customer, samplesOnly, themesOnly]) {
      const res = await save(who.token, theme('y'));
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toBe('Para guardar o borrar temas necesitas los accesos «Diseño» y «Administración» o «Temas»');
      expect((await call(t.app, '/themes/deleteTheme', who.token, { name: 'noche' })).statusCode).toBe(403);
    }
    expect(await t.db.select().from(themes).where(eq(themes.name, 'y'))).toEqual([]);
    expect((await save(admin.token, theme('y'))).statusCode).toBe(200);
  });

  it('deletes a theme with its colours; the list no longer has it; the audit trail records it', async () => {
    const doomed = await buildTheme(t.db, { name: 'borrable' });
    const res = await call(t.app, '/themes/deleteTheme', editor, { name: doomed.name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(themeColors).where(eq(themeColors.theme, doomed.name))).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/themes/getTheme', payload: { THEME: 'borrable' } })).statusCode).toBe(404);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetText, 'borrable'));
    expect(trail.map((r) => r.action)).toEqual(['theme.deleted']);
  });

  it("refuses to delete the company's theme, 'default' and a theme that does not exist", async () => {
    const company = await call(t.app, '/themes/deleteTheme', editor, { name: 'claro' });
    expect(company.statusCode).toBe(409);
    expect(company.json()).toEqual({ ok: false, errors: 'No se puede borrar el tema claro: es el tema de la empresa' });
    expect((await call(t.app, '/themes/deleteTheme', editor, { name: 'default' })).statusCode).toBe(409);
    const missing = await call(t.app, '/themes/deleteTheme', editor, { name: 'nunca' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe('No se encontró el tema nunca');
    expect((await call(t.app, '/themes/deleteTheme', editor, { name: '' })).statusCode).toBe(400);
    expect((await getTheme('claro')).theme.THEME).toBe('claro');
  });

  it('lists the background folders with their picture counts (SAMPLES)', async () => {
    const res = await call(t.app, '/themes/backgroundFolders', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().folders).toContainEqual({ FOLDER: 'claro', PICTURES: 2 });
    const customer = await signedInCustomer(t.db);
    expect((await call(t.app, '/themes/backgroundFolders', customer.token)).statusCode).toBe(403);
  });
});

describe('a saved theme with a cache TTL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: seedSmallDataset, cacheTtlMs: 60_000 });
  });
  afterAll(() => t?.close());

  it("is served at once by the instance that saved it, company info's theme included", async () => {
    const editor = (await personWith(t.db, ['SAMPLES', 'ADMIN'])).token;
    const info = () => t.app.inject({ method: 'POST', url: '/api/company/companyInfo', payload: {} }).then((r) => r.json());
    const before = await info();
    expect(JSON.parse(before.theme.MODE).dark).toBe(false);
    await call(t.app, '/themes/saveTheme', editor, {
      THEME: theme('claro', { MODE: { ...MODE, dark: true } }),
      COLORS: { primary: '#0a0a0a' },
    });
    expect(JSON.parse((await info()).theme.MODE).dark).toBe(true);
    const read = (await t.app.inject({ method: 'POST', url: '/api/themes/getTheme', payload: { THEME: 'default' } })).json();
    expect(read.themeColors).toEqual({ primary: '#0a0a0a' });
  });
});
