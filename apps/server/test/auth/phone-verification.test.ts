import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { solveChallenge } from '../../src/modules/auth/antibot';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

const WRONG = 'Ups al parecer el código es incorrecto, por favor verifique';
const EXPIRED = 'El código venció o ya se usó. Pide uno nuevo.';
const LOCKED = (wait: string) =>
  `Se ingresaron demasiados códigos incorrectos para este número. Inténtalo de nuevo en ${wait} o pide ayuda a atención a clientes.`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(engines)('phone verification on %s', (engine) => {
  let t: TestApp;
  let id: ReturnType<typeof identityClient>;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, clock });
  });
  beforeEach(() => {
    id = identityClient(t.app, { clock });
  });
  afterAll(() => t?.close());

  it('sends a Spanish SMS naming the company, stores only a hash, and trades the code for a proof', async () => {
    const phone = nextPhone();
    const sent = await id.sendCode(phone, 'register');
    expect(sent.json()).toEqual({ ok: true, RESEND_IN: 60, EXPIRES_IN: 600 });
    const outbox = (await t.app.inject({ url: `/api/dev/sms-outbox?PHONE=${phone}` })).json<{
      messages: { CODE: string; TEXT: string; PHONE: string }[];
    }>();
    const { CODE, TEXT } = outbox.messages[0]!;
    expect(CODE).toMatch(/^\d{6}$/);
    expect(TEXT).toBe(`Farmacias Mostrador: tu código de verificación es ${CODE}. Vence en 10 minutos. No lo compartas con nadie.`);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(CODE);
    const verified = await id.verify(phone, 'register', CODE);
    expect(verified.json()).toMatchObject({ ok: true, FIREBASE_UID: expect.stringMatching(/^[\w-]{43}$/) });
    // Single use: the same code again is refused.
    expect((await id.verify(phone, 'register', CODE)).json()).toEqual({ ok: false, errors: EXPIRED });
  });

  it('a code expires after 10 minutes', async () => {
    const phone = nextPhone();
    await id.sendCode(phone, 'register');
    const code = await id.lastCode(phone);
    clock.advance(10 * 60_000 + 1);
    expect((await id.verify(phone, 'register', code)).json()).toEqual({ ok: false, errors: EXPIRED });
  });

  it('a code is for its purpose only', async () => {
    const phone = nextPhone();
    await id.sendCode(phone, 'recover');
    expect((await id.verify(phone, 'register', await id.lastCode(phone))).statusCode).toBe(400);
    expect((await id.verify(phone, 'recover', await id.lastCode(phone))).statusCode).toBe(200);
  });

  it('three wrong tries void the code and lock the phone for a day, even the right code afterwards', async () => {
    const phone = nextPhone();
    await id.sendCode(phone, 'register');
    const code = await id.lastCode(phone);
    for (let i = 0; i < 2; i++) expect((await id.verify(phone, 'register', wrongCode(code))).json()).toEqual({ ok: false, errors: WRONG });
    const third = await id.verify(phone, 'register', wrongCode(code));
    expect([third.statusCode, third.json()]).toEqual([429, { ok: false, errors: LOCKED('24 horas') }]);
    expect((await id.verify(phone, 'register', code)).json()).toEqual({ ok: false, errors: LOCKED('24 horas') });
  });

  it('one send per 60 s and three per 15 minutes per phone, with Spanish waits', async () => {
    const phone = nextPhone();
    expect((await id.sendCode(phone, 'register')).statusCode).toBe(200);
    clock.advance(30_000);
    const tooSoon = await id.post('/auth/sms/send', { PHONE: phone, PURPOSE: 'register', CAPTCHA: await id.captcha() });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ ok: false, errors: 'Espera 30 segundos para pedir otro código.' });
    expect(tooSoon.headers['retry-after']).toBe('30');
    expect((await id.sendCode(phone, 'register')).statusCode).toBe(200);
    expect((await id.sendCode(phone, 'recover')).statusCode).toBe(200);
    const fourth = await id.sendCode(phone, 'register');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ errors: string }>().errors).toMatch(
      /^Ya pediste varios códigos para este número. Inténtalo de nuevo en \d+ minutos\.$/,
    );
    // Retry-After states the same wait, in seconds: rounded up to minutes it is the message's.
    const minutes = Number(/en (\d+) minutos/.exec(fourth.json<{ errors: string }>().errors)![1]);
    expect(Math.ceil(Number(fourth.headers['retry-after']) / 60)).toBe(minutes);
    clock.advance(15 * 60_000);
    expect((await id.sendCode(phone, 'register')).statusCode).toBe(200);
  });

  it('caps sends per client address, across phones', async () => {
    for (let i = 0; i < 10; i++) expect((await id.sendCode(nextPhone(), 'register')).statusCode).toBe(200);
    const capped = await id.sendCode(nextPhone(), 'register');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      ok: false,
      errors: 'Demasiadas solicitudes de código desde esta conexión. Inténtalo de nuevo más tarde.',
    });
    // "Más tarde": by the end of the hour window the address surely may again.
    expect(capped.headers['retry-after']).toBe('3600');
  });

  it('answers the same whether or not the phone has an account', async () => {
    const known = nextPhone();
    await id.register(known, 'Primera-Clave-1');
    const a = await id.sendCode(known, 'register');
    const b = await id.sendCode(nextPhone(), 'register');
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
  });

  it('a proof is single use and bound to its phone', async () => {
    const phone = nextPhone();
    const proof = await id.proof(phone, 'register');
    const other = await id.post('/login/new', { NAME: 'Otra', PHONE: nextPhone(), PASSWORD: 'Buena-Clave-99', FIREBASE_UID: proof });
    expect(other.json()).toEqual({
      ok: false,
      errors: 'La verificación de tu número celular venció o no es válida. Pide un nuevo código.',
    });
    expect((await id.post('/login/new', { NAME: 'Ana', PHONE: phone, PASSWORD: 'Buena-Clave-99', FIREBASE_UID: proof })).statusCode).toBe(
      200,
    );
    const reused = await id.post('/login/new', { NAME: 'Ana', PHONE: phone, PASSWORD: 'Buena-Clave-99', FIREBASE_UID: proof });
    expect(reused.statusCode).toBe(400);
  });

  it('a proof expires after 10 minutes', async () => {
    const phone = nextPhone();
    const proof = await id.proof(phone, 'register');
    clock.advance(10 * 60_000 + 1);
    expect((await id.post('/login/new', { NAME: 'Ana', PHONE: phone, PASSWORD: 'Buena-Clave-99', FIREBASE_UID: proof })).statusCode).toBe(
      400,
    );
  });

  it('refuses an unsolved, forged or reused anti-bot proof, then asks for the visible check', async () => {
    const phone = nextPhone();
    const challenge = (await id.post('/auth/sms/challenge', {})).json<{ CHALLENGE: string; DIFFICULTY: number; VISIBLE: boolean }>();
    expect(challenge).toMatchObject({ ok: true, DIFFICULTY: 4, VISIBLE: false });
    const nonce = solveChallenge(challenge.CHALLENGE, challenge.DIFFICULTY);
    const forged = `${challenge.CHALLENGE.slice(0, -2)}xx`;
    const bad = [
      { CHALLENGE: challenge.CHALLENGE, NONCE: 'abc' },
      { CHALLENGE: forged, NONCE: solveChallenge(forged, 4) },
    ];
    for (const CAPTCHA of bad) {
      const res = await id.post('/auth/sms/send', { PHONE: phone, PURPOSE: 'register', CAPTCHA });
      expect(res.json()).toEqual({ ok: false, errors: 'No pudimos verificar que no eres un robot. Inténtalo de nuevo.' });
    }
    expect(
      (await id.post('/auth/sms/send', { PHONE: phone, PURPOSE: 'register', CAPTCHA: { CHALLENGE: challenge.CHALLENGE, NONCE: nonce } }))
        .statusCode,
    ).toBe(200);
    const reused = await id.post('/auth/sms/send', {
      PHONE: nextPhone(),
      PURPOSE: 'register',
      CAPTCHA: { CHALLENGE: challenge.CHALLENGE, NONCE: nonce },
    });
    expect(reused.statusCode).toBe(400);
    // Three failures from this address: the next challenge is the visible, harder variant.
    const visible = (await id.post('/auth/sms/challenge', {})).json<{ DIFFICULTY: number; VISIBLE: boolean }>();
    expect(visible).toMatchObject({ VISIBLE: true, DIFFICULTY: 6 });
    const invisibleSolved = await id.sendCode(nextPhone(), 'register');
    expect(invisibleSolved.statusCode).toBe(200); // the helper asks a fresh (visible) challenge
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1);
  });

  it('bad input names the field in Spanish and sends nothing', async () => {
    const phone = nextPhone();
    const cases: [object, string][] = [
      [{ PHONE: '33111', PURPOSE: 'register', CAPTCHA: await id.captcha() }, 'Número celular no valido'],
      [
        { PHONE: phone, PURPOSE: 'otro', CAPTCHA: await id.captcha() },
        'El campo «Para qué es el código» debe ser uno de: register, recover',
      ],
      [{ PHONE: phone, PURPOSE: 'register' }, 'El campo «Verificación de que no eres un robot» es obligatorio'],
    ];
    for (const [payload, errors] of cases) {
      const res = await id.post('/auth/sms/send', payload);
      expect([res.statusCode, res.json()]).toEqual([400, { ok: false, errors }]);
    }
    expect((await id.verify(phone, 'register', '')).json()).toEqual({
      ok: false,
      errors: 'Por favor ingresa el código que recibiste por SMS',
    });
    expect((await id.verify(phone, 'register', '1234567')).json()).toEqual({
      ok: false,
      errors: 'El código tiene como máximo 6 caracteres',
    });
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);
  });
});

describe('a shorter resend interval from the configuration (the journeys use it)', () => {
  it('SMS_RESEND_INTERVAL_S sets the wait between two codes and the RESEND_IN the page counts down', async () => {
    const clock = new ManualClock(Date.now());
    const t = await buildTestApp({ seed: seedSmallDataset, clock, env: { SMS_RESEND_INTERVAL_S: '10' } });
    try {
      const id = identityClient(t.app, { clock });
      const phone = nextPhone();
      expect((await id.sendCode(phone, 'register')).json()).toEqual({ ok: true, RESEND_IN: 10, EXPIRES_IN: 600 });
      clock.advance(4_000);
      const tooSoon = await id.post('/auth/sms/send', { PHONE: phone, PURPOSE: 'register', CAPTCHA: await id.captcha() });
      expect([tooSoon.statusCode, tooSoon.json()]).toEqual([429, { ok: false, errors: 'Espera 6 segundos para pedir otro código.' }]);
      clock.advance(6_000);
      expect((await id.sendCode(phone, 'register')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
