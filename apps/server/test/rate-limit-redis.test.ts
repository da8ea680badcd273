import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { seedSmallDataset } from './helpers/dataset';

const REDIS_URL = process.env.REDIS_URL;

// Two instances behind a load balancer must count one client together: the counters live in Redis.
describe.skipIf(!REDIS_URL)('rate limit shared through Redis by several instances', () => {
  let first: TestApp;
  let second: TestApp;
  const env = { RATE_LIMIT_MAX: '3', REDIS_URL: REDIS_URL ?? '' };

  beforeAll(async () => {
    first = await buildTestApp({ seed: seedSmallDataset, env });
    second = await buildTestApp({ seed: seedSmallDataset, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuses the fourth call a minute from one client even when the calls go to different instances', async () => {
    // A client address of its own, so earlier runs' counters (kept for a minute) do not interfere.
    const remoteAddress = randomAddress();
    const call = (t: TestApp, from = remoteAddress) =>
      t.app.inject({ method: 'GET', url: '/api/company/branchesInfo', remoteAddress: from });
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push((await call(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call(first, randomAddress())).statusCode).toBe(200); // other clients go on
  });
});

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
