import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema/index';
import { AddressesResponseSchema } from '@mostrador/shared/schemas/customer';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

const casa = {
  ALIAS: 'Casa',
  CALLE: 'Calle Pedro Moreno',
  NUMERO_EXTERIOR: '1320',
  NUMERO_INTERIOR: '4',
  COLONIA: 'Americana',
  CODIGO_POSTAL: '44160',
  MUNICIPIO: 'Guadalajara',
  ESTADO: 'Jalisco',
  REFERENCIAS: 'Portón negro',
};
const oficina = {
  ...casa,
  ALIAS: 'Oficina',
  CALLE: 'Av. Rubén Darío',
  NUMERO_EXTERIOR: '1321',
  NUMERO_INTERIOR: '',
  CODIGO_POSTAL: '44630',
};

describe.each(engines)('customer addresses on %s', (engine) => {
  let t: TestApp;
  let id: ReturnType<typeof identityClient>;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset });
    id = identityClient(t.app);
    token = (await id.register(nextPhone(), 'Primera-Clave-1')).token;
    otherToken = (await identityClient(t.app).register(nextPhone(), 'Segunda-Clave-2')).token;
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await id.post(`/customer/addresses/${action}`, payload);
    return { status: res.statusCode, body: res.json<{ ok: boolean; errors?: string; user_addresses?: unknown }>() };
  };
  const list = async (tk = token) => AddressesResponseSchema.parse((await call('list', { token: tk })).body).user_addresses;

  it('adds, edits, sets the default and deletes; the first address is the default', async () => {
    const first = await call('save', { token, ...casa });
    expect(first.status).toBe(200);
    expect(await list()).toMatchObject([{ ALIAS: 'Casa', IS_DEFAULT: true, NUMERO_INTERIOR: '4', ESTADO: 'Jalisco' }]);
    await call('save', { token, ...oficina });
    let rows = await list();
    expect(rows.map((a) => [a.ALIAS, a.IS_DEFAULT])).toEqual([
      ['Casa', true],
      ['Oficina', false],
    ]);
    const office = rows.find((a) => a.ALIAS === 'Oficina')!;

    await call('setDefault', { token, ID: office.ID });
    rows = await list();
    expect(rows.map((a) => [a.ALIAS, a.IS_DEFAULT])).toEqual([
      ['Oficina', true],
      ['Casa', false],
    ]);

    const edited = await call('save', { token, ...oficina, ID: office.ID, REFERENCIAS: 'Recepción, piso 3' });
    expect(edited.status).toBe(200);
    expect((await list()).find((a) => a.ID === office.ID)).toMatchObject({ REFERENCIAS: 'Recepción, piso 3', IS_DEFAULT: true });

    // Deleting the default makes the remaining address the default.
    const deleted = await call('delete', { token, ID: office.ID });
    expect(deleted.status).toBe(200);
    expect(await list()).toMatchObject([{ ALIAS: 'Casa', IS_DEFAULT: true }]);
  });

  it('appear in the login response as user_addresses', async () => {
    const phone = nextPhone();
    const c = identityClient(t.app);
    const { token: tk } = await c.register(phone, 'Tercera-Clave-3');
    await c.post('/customer/addresses/save', { token: tk, ...casa });
    const login = await c.login(phone, 'Tercera-Clave-3');
    expect(login.json()).toMatchObject({ user_addresses: [{ ALIAS: 'Casa', IS_DEFAULT: true, CODIGO_POSTAL: '44160' }] });
  });

  it("another customer's address can be neither read nor changed", async () => {
    await call('save', { token: otherToken, ...oficina, ALIAS: 'Ajena' });
    const foreign = (await list(otherToken))[0]!;
    expect((await list()).some((a) => a.ID === foreign.ID)).toBe(false);
    for (const [action, payload] of [
      ['save', { token, ...casa, ID: foreign.ID }],
      ['delete', { token, ID: foreign.ID }],
      ['setDefault', { token, ID: foreign.ID }],
    ] as const) {
      expect(await call(action, payload)).toEqual({ status: 404, body: { ok: false, errors: 'No encontramos esa dirección' } });
    }
    expect(await list(otherToken)).toEqual([foreign]);
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    const before = await t.db.select().from(addresses);
    const cases: [object, string][] = [
      [{ ...casa, CODIGO_POSTAL: '4416' }, 'Código postal no válido; son 5 dígitos'],
      [{ ...casa, ESTADO: 'Texas' }, 'Elige un estado de la lista'],
      [{ ...casa, CALLE: '  ' }, 'Este campo es obligatorio'],
      [{ ...casa, COLONIA: undefined }, 'El campo «Colonia» es obligatorio'],
      [{ ...casa, REFERENCIAS: 'x'.repeat(301) }, 'El campo «Referencias» no puede tener más de 300 caracteres'],
      [{ ...casa, ID: 'uno' }, 'El campo «Identificador» debe ser un número'],
    ];
    for (const [fields, errors] of cases)
      expect(await call('save', { token, ...fields })).toEqual({ status: 400, body: { ok: false, errors } });
    expect(await call('save', { ...casa })).toEqual({ status: 400, body: { ok: false, errors: 'El campo «Sesión» es obligatorio' } });
    expect(await call('save', { token: 'no-es-un-token', ...casa })).toEqual({
      status: 401,
      body: { ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' },
    });
    expect(await t.db.select().from(addresses)).toEqual(before);
  });

  it('refuses an ID its column cannot hold as a 400 naming ID, not a 500 (issue 30)', async () => {
    const before = await t.db.select().from(addresses);
    const tooBig = 'El campo «Identificador» debe ser menor o igual a 2147483647';
    const cases: [string, object, string][] = [
      ['setDefault', { ID: 2 ** 31 }, tooBig],
      ['delete', { ID: 2 ** 31 }, tooBig],
      ['save', { ...casa, ID: 2 ** 31 }, tooBig],
      // Past 2^53 and near the double's end, the message still names the column's bound.
      ['setDefault', { ID: 2 ** 53 }, tooBig],
      ['delete', { ID: 1e308 }, tooBig],
      ['setDefault', { ID: 0 }, 'El campo «Identificador» debe ser mayor a 0'],
      ['setDefault', { ID: 1.5 }, 'El campo «Identificador» debe ser un número entero'],
      // Text is not read as a number in a JSON body, as before.
      ['setDefault', { ID: '12' }, 'El campo «Identificador» debe ser un número'],
    ];
    for (const [action, fields, errors] of cases)
      expect(await call(action, { token, ...fields }), `${action} ${JSON.stringify(fields)}`).toEqual({
        status: 400,
        body: { ok: false, errors },
      });
    expect(await call('setDefault', { token, ID: 2 ** 31 - 1 })).toEqual({
      status: 404,
      body: { ok: false, errors: 'No encontramos esa dirección' },
    });
    expect(await t.db.select().from(addresses)).toEqual(before);
  });

  it('keeps at most 20 addresses', async () => {
    const c = identityClient(t.app);
    const { token: tk } = await c.register(nextPhone(), 'Cuarta-Clave-4');
    for (let i = 0; i < 20; i++)
      expect((await c.post('/customer/addresses/save', { token: tk, ...casa, ALIAS: `Dir ${i}` })).statusCode).toBe(200);
    const over = await c.post('/customer/addresses/save', { token: tk, ...casa, ALIAS: 'Una más' });
    expect(over.json()).toEqual({ ok: false, errors: 'Puedes guardar como máximo 20 direcciones' });
  });
});
