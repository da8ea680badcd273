import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock';
import { LOGIN_LIMITS, remainingWaitMs } from '../../src/modules/auth/login-throttle';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe('remainingWaitMs', () => {
  it('lets five failures in 15 minutes through, then waits 30 s doubling up to 15 minutes', () => {
    const failures = (n: number) => Array.from({ length: n }, (_, i) => at(-i * 1000));
    expect(remainingWaitMs(failures(4), at(0))).toBe(0);
    expect(remainingWaitMs(failures(5), at(0))).toBe(30_000);
    expect(remainingWaitMs(failures(6), at(0))).toBe(60_000);
    expect(remainingWaitMs(failures(8), at(0))).toBe(240_000);
    expect(remainingWaitMs(failures(20), at(0))).toBe(15 * 60_000);
    expect(remainingWaitMs(failures(5), at(30_000))).toBe(0);
  });

  it('forgets failures older than 15 minutes for the delay', () => {
    const old = Array.from({ length: 10 }, (_, i) => at(-16 * 60_000 - i));
    expect(remainingWaitMs(old, at(0))).toBe(0);
  });

  it('never allows more than 100 failures an hour', () => {
    // 100 failures spread over the last hour, none in the last 15 minutes.
    const hour = Array.from({ length: LOGIN_LIMITS.perHour }, (_, i) => at(-16 * 60_000 - i * 20_000));
    const wait = remainingWaitMs(hour, at(0));
    expect(wait).toBe(hour[99]!.getTime() + 3_600_000 - at(0).getTime());
    expect(wait).toBeGreaterThan(0);
  });
});

describe.each(engines)('login throttling on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, clock });
  });
  afterAll(() => t?.close());

  it('after 5 failures the next try waits, with a Spanish message saying how long, even with the right password', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    await id.register(phone, 'Primera-Clave-1');
    for (let i = 0; i < 5; i++) expect((await id.login(phone, `Equivocada-${i}x`)).statusCode).toBe(401);
    const waiting = await id.login(phone, 'Primera-Clave-1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ ok: false, errors: 'Demasiados intentos fallidos. Espera 30 segundos e inténtalo de nuevo.' });
    expect(waiting.headers['retry-after']).toBe('30');
    clock.advance(10_500);
    // The header and the message state the same wait, rounded up alike.
    expect((await id.login(phone, 'Primera-Clave-1')).headers['retry-after']).toBe('20');
    clock.advance(19_500);
    expect((await id.login(phone, 'Equivocada-6x')).statusCode).toBe(401);
    const again = await id.login(phone, 'Primera-Clave-1');
    expect(again.json()).toEqual({
      ok: false,
      errors: 'Demasiados intentos fallidos. Espera 1 minuto e inténtalo de nuevo.',
    });
    expect(again.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await id.login(phone, 'Primera-Clave-1')).statusCode).toBe(200);
    // Success wiped the failures.
    expect((await id.login(phone, 'Equivocada-7x')).statusCode).toBe(401);
    expect((await id.login(phone, 'Primera-Clave-1')).statusCode).toBe(200);
  });

  it('a burst of concurrent guesses gets no more than the five free tries', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    await id.register(phone, 'Primera-Clave-1');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => id.login(phone, `Adivina-${i}xx`)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('an unknown phone is throttled exactly like a known one', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) expect((await id.login(phone, `Equivocada-${i}x`)).statusCode).toBe(401);
    expect((await id.login(phone, 'Cualquiera-123')).statusCode).toBe(429);
  });

  it('guessing the current password on a password change counts too', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    const { token } = await id.register(phone, 'Primera-Clave-1');
    for (let i = 0; i < 5; i++) {
      const res = await id.post('/customer/updatePassword', {
        token,
        PHONE: phone,
        CURRENT_PASSWORD: `Mala-${i}xx`,
        PASSWORD: 'Nueva-Clave-22',
      });
      expect(res.statusCode).toBe(400);
    }
    const throttled = await id.post('/customer/updatePassword', {
      token,
      PHONE: phone,
      CURRENT_PASSWORD: 'Primera-Clave-1',
      PASSWORD: 'Nueva-Clave-22',
    });
    expect([throttled.statusCode, throttled.headers['retry-after']]).toEqual([429, '30']);
  });
});
