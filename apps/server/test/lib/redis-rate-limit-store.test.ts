import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../../src/plugins/redis-rate-limit-store';

/** The lease script's semantics over a Map, answering on a later tick like a real round trip. */
function fakeRedis(now: () => number) {
  const keys = new Map<string, { count: number; expiresAt: number }>();
  const calls = { count: 0 };
  const redis = {
    defineCommand: () => undefined,
    mostradorRateLimitLease(
      key: string,
      windowMs: number,
      block: number,
      callback: (error: Error | null, result?: [number, number]) => void,
    ) {
      calls.count++;
      setImmediate(() => {
        let entry = keys.get(key);
        if (!entry || entry.expiresAt <= now()) keys.set(key, (entry = { count: 0, expiresAt: now() + windowMs }));
        entry.count += block;
        callback(null, [entry.count, entry.expiresAt - now()]);
      });
    },
  };
  return { redis: redis as unknown as Redis, calls };
}

const hit = (store: RedisRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) => store.hit(key, (error, count) => (error ? reject(error) : resolve(count))));

describe('Redis rate limit store with leases', () => {
  it('counts a client that calls now and then exactly, across instances', async () => {
    const { redis, calls } = fakeRedis(Date.now);
    const first = new RedisRateLimitStore(redis, 60_000, 3);
    const second = new RedisRateLimitStore(redis, 60_000, 3);
    expect([await hit(first, 'a'), await hit(second, 'a'), await hit(first, 'a'), await hit(second, 'a')]).toEqual([1, 2, 3, 4]);
    expect(calls.count).toBe(4);
  });

  it('asks Redis far less often for a client that keeps calling, and never lets more than the limit pass', async () => {
    const { redis, calls } = fakeRedis(Date.now);
    const max = 10_000;
    const instances = [new RedisRateLimitStore(redis, 60_000, max), new RedisRateLimitStore(redis, 60_000, max)];
    let passed = 0;
    for (let i = 0; i < 12_000; i++) {
      // One call after another, spread over two instances as a load balancer would.
      if ((await hit(instances[i % 2]!, 'flood')) <= max) passed++;
    }
    const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => hit(instances[i % 2]!, 'flood')));
    passed += counts.filter((c) => c <= max).length;
    expect(passed).toBeLessThanOrEqual(max);
    // 1% of the limit per instance may go unused at most.
    expect(passed).toBeGreaterThanOrEqual(max - 2 * 100);
    expect(calls.count).toBeLessThan(1_000);
  });

  it('refuses a client past the limit without asking Redis until its window ends', async () => {
    let now = 1_000_000;
    const { redis, calls } = fakeRedis(() => now);
    const store = new RedisRateLimitStore(redis, 60_000, 2, 'rl:', () => now);
    expect([await hit(store, 'c'), await hit(store, 'c'), await hit(store, 'c')]).toEqual([1, 2, 3]);
    const asked = calls.count;
    expect(await hit(store, 'c')).toBeGreaterThan(2);
    expect(calls.count).toBe(asked);
    now += 60_000;
    expect(await hit(store, 'c')).toBe(1);
  });

  it('shares one round trip among calls that arrive while it is under way', async () => {
    const { redis, calls } = fakeRedis(Date.now);
    const store = new RedisRateLimitStore(redis, 60_000, 100_000);
    const counts = await Promise.all(Array.from({ length: 50 }, () => hit(store, 'burst')));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(calls.count).toBeLessThan(50);
  });
});
