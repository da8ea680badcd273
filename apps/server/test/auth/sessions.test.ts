import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { identityClient, nextPhone } from '../helpers/identity';
import { engines } from '../helpers/test-database';

const DAY = 86_400_000;

describe.each(engines)('session expiry on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(Date.now());
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, clock });
  });
  afterAll(() => t?.close());

  const isLive = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/customer/addresses/list', payload: { token } })).statusCode === 200;

  it('slides: 29 idle days keep it, 30 idle days end it', async () => {
    const id = identityClient(t.app, { clock });
    const { token } = await id.register(nextPhone(), 'Primera-Clave-1');
    clock.advance(29 * DAY);
    expect(await isLive(token)).toBe(true);
    clock.advance(29 * DAY);
    expect(await isLive(token)).toBe(true);
    clock.advance(30 * DAY);
    expect(await isLive(token)).toBe(false);
  });

  it('ends after 180 days however active, and renewal cannot stretch it', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    let { token } = await id.register(phone, 'Primera-Clave-1');
    for (let day = 20; day < 180; day += 20) {
      clock.advance(20 * DAY);
      const renewed = await id.post('/login/renewToken', { token, PHONE: phone });
      expect(renewed.statusCode).toBe(200);
      token = renewed.json<{ token: string }>().token;
    }
    clock.advance(20 * DAY);
    expect(await isLive(token)).toBe(false);
    expect((await id.post('/login/renewToken', { token, PHONE: phone })).statusCode).toBe(401);
  });

  it('a rotated token keeps working only for a minute', async () => {
    const id = identityClient(t.app, { clock });
    const phone = nextPhone();
    const { token } = await id.register(phone, 'Primera-Clave-1');
    const renewed = (await id.post('/login/renewToken', { token, PHONE: phone })).json<{ token: string }>().token;
    expect(await isLive(token)).toBe(true);
    clock.advance(61_000);
    expect(await isLive(token)).toBe(false);
    expect(await isLive(renewed)).toBe(true);
  });
});
