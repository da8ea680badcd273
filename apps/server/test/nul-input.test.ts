import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, carts, sessions, smsCodes } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';
import { identityClient, nextPhone } from './helpers/identity';
import { engines } from './helpers/test-database';

const nul = (field: string) => ({ ok: false, errors: `El campo ${field} contiene un carácter nulo, que no está permitido` });

/** PostgreSQL refuses U+0000 in text: every route's validator refuses it first, naming the field by its label. */
describe.each(engines)('a NUL character in any text on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let phone: string;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    phone = nextPhone();
    token = (await identityClient(t.app).register(phone, 'Primera-Clave-1')).token;
  });
  afterAll(() => t?.close());

  const snapshot = async () => ({
    accounts: await t.db.select().from(accounts),
    sessions: await t.db.select().from(sessions),
    addresses: await t.db.select().from(addresses),
    carts: await t.db.select().from(carts),
    codes: await t.db.select().from(smsCodes),
  });

  it('in a path parameter or a query is a 400 naming it', async () => {
    for (const [url, field] of [
      ['/api/catalogue/products/%00', '«Clave (SKU)»'],
      ['/api/catalogue/products/ABC%00DEF', '«Clave (SKU)»'],
      ['/api/catalogue/categories?TYPE=%00', '«Tipo»'],
      ['/api/catalogue/products?q=ibu%00profeno', '«Búsqueda»'],
      ['/api/catalogue/suggestions?q=%00', '«Búsqueda»'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, nul(field)]);
    }
  });

  it('in a body field is a 400 naming it, and writes nothing', async () => {
    const address = { ALIAS: 'Casa', CALLE: 'Pedro Moreno', NUMERO_EXTERIOR: '1320', COLONIA: 'Americana' };
    const before = await snapshot();
    for (const [url, payload, field] of [
      ['/themes/backgrounds', { FOLDER: 'a\u0000b' }, '«Carpeta de fondos»'],
      ['/company/branchInfo', { BRANCH: 'GDL\u0000' }, '«Sucursal»'],
      ['/login', { PHONE: phone, PASSWORD: 'Primera-Clave-1\u0000' }, '«Contraseña»'],
      ['/customer/updateAccount', { token, PHONE: phone, NAME: 'Ana\u0000' }, '«Nombre»'],
      [
        '/customer/addresses/save',
        { token, ...address, CODIGO_POSTAL: '44160', MUNICIPIO: 'Guadalajara', ESTADO: 'Jalisco', REFERENCIAS: 'Portón\u0000negro' },
        '«Referencias»',
      ],
      ['/orders/shoppingCartAddProduct', { token, SKU: 'ABC\u0000' }, '«Clave (SKU)»'],
      ['/login/logout', { token: `${token}\u0000` }, '«Sesión»'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, nul(field)]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the session survives: nothing above signed it out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/renewToken', payload: { token, PHONE: phone } });
    expect(res.statusCode).toBe(200);
  });
});
