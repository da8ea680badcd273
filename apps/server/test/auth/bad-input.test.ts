import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, sessions, smsCodes } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

/** Every identity call with input a client can send: a 400 in Spanish, and no row written. */
describe.each(engines)('identity calls refuse bad input on %s', (engine) => {
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
    codes: await t.db.select().from(smsCodes),
  });

  const cases = (): [string, unknown, string][] => [
    ['/login', { PHONE: '123', PASSWORD: 'x' }, 'Número celular no valido'],
    ['/login', { PHONE: phone }, 'El campo «Contraseña» es obligatorio'],
    ['/login', { PHONE: 3311112222, PASSWORD: 'x' }, 'El campo «Número celular» debe ser texto'],
    ['/login', [], 'El cuerpo de la solicitud debe ser un objeto JSON'],
    ['/login/new', { PHONE: phone, PASSWORD: 'Buena-Clave-1', FIREBASE_UID: 'x' }, 'El campo «Nombre» es obligatorio'],
    ['/login/new', { NAME: '   ', PHONE: phone, PASSWORD: 'Buena-Clave-1', FIREBASE_UID: 'x' }, 'Escribe tu nombre'],
    [
      '/login/new',
      { NAME: 'Ana', PHONE: phone, PASSWORD: 'Buena-Clave-1', FIREBASE_UID: '' },
      'El campo «Verificación del celular» no puede estar vacío',
    ],
    [
      '/login/new',
      { NAME: 'Ana', PHONE: phone, PASSWORD: 'Buena-Clave-1', FIREBASE_UID: 'inventado' },
      'La verificación de tu número celular venció o no es válida. Pide un nuevo código.',
    ],
    ['/login/renewToken', { token }, 'El campo «Número celular» es obligatorio'],
    ['/login/logout', {}, 'El campo «Sesión» es obligatorio'],
    ['/auth/sms/verify', { PHONE: phone, PURPOSE: 'register' }, 'Por favor ingresa el código que recibiste por SMS'],
    ['/customer/updateAccount', { token, PHONE: phone, NAME: 'Ana', EMAIL: 'no-es-correo' }, 'Correo electrónico no válido'],
    ['/customer/updateAccount', { token, PHONE: phone, NAME: 'Ana', BIRTH: '1990/02/30' }, 'Fecha de nacimiento no válida; usa AAAA/MM/DD'],
    ['/customer/updateAccount', { token, PHONE: phone, NAME: 'Ana', BIRTH: '2999-01-01' }, 'Fecha de nacimiento no válida; usa AAAA/MM/DD'],
    ['/customer/updateAccount', { token, PHONE: phone, NAME: 'Ana', SEX: 'Z' }, 'Elige una opción de la lista'],
    ['/customer/updateAccount', { token, PHONE: phone, NAME: 'x'.repeat(121) }, 'El nombre puede tener como máximo 120 caracteres'],
    ['/customer/updatePassword', { token, PHONE: phone, PASSWORD: 'Nueva-Clave-9' }, 'El campo «Contraseña actual» es obligatorio'],
    [
      '/customer/updatePassword',
      { token, PHONE: phone, PASSWORD: '12345678', CURRENT_PASSWORD: 'Primera-Clave-1' },
      'Esa contraseña es de las más usadas; elige una más difícil de adivinar',
    ],
    [
      '/customer/updatePassword',
      { token, PHONE: phone, PASSWORD: 'Primera-Clave-1', CURRENT_PASSWORD: 'Primera-Clave-1' },
      'La nueva contraseña debe ser distinta de la actual',
    ],
    ['/customer/addresses/delete', { token, ID: -3 }, 'El campo «Identificador» debe ser mayor a 0'],
  ];

  it('answers 400 with the field or rule named, and writes nothing', async () => {
    const before = await snapshot();
    for (const [url, payload, errors] of cases()) {
      const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { ok: false, errors }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('malformed JSON is a 400, never a 500', async () => {
    for (const url of ['/login', '/login/new', '/customer/updateAccount', '/customer/addresses/save', '/auth/sms/send']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"PHONE":',
      });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ ok: false, errors: 'El cuerpo de la solicitud no es JSON válido' });
    }
  });

  it("a session cannot change another phone's account", async () => {
    const other = nextPhone();
    await identityClient(t.app).register(other, 'Segunda-Clave-2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/updateAccount',
      payload: { token, PHONE: other, NAME: 'Intruso' },
    });
    expect([res.statusCode, res.json()]).toEqual([403, { ok: false, errors: 'El número celular no corresponde a tu sesión' }]);
  });
});
