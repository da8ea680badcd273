import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey, formatIpv6, parseIpv6 } from '../../src/plugins/rate-limit';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit-store';
import { buildTestApp } from '../helpers/build-test-app';

const hits = (store: MemoryRateLimitStore, key: string) => {
  let result: [number, number] = [0, 0];
  let sync = false;
  store.hit(key, (error, count, resetMs) => {
    expect(error).toBeNull();
    result = [count, resetMs];
    sync = true;
  });
  expect(sync, 'the in-memory store answers in the same tick').toBe(true);
  return result;
};

describe('MemoryRateLimitStore', () => {
  it('counts calls per key in a window that starts at the first call', () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(60_000, 100, () => now);
    expect(hits(store, 'a')).toEqual([1, 60_000]);
    now = 31_000;
    expect(hits(store, 'a')).toEqual([2, 30_000]);
    expect(hits(store, 'b')).toEqual([1, 60_000]);
    now = 60_999;
    expect(hits(store, 'a')).toEqual([3, 1]);
    now = 61_000; // a's window is over: a new one starts
    expect(hits(store, 'a')).toEqual([1, 60_000]);
    expect(hits(store, 'b')).toEqual([2, 30_000]);
  });

  it('keeps at most maxKeys clients, dropping ended windows first, then the oldest', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(1_000, 3, () => now);
    hits(store, 'a');
    now = 10;
    hits(store, 'b');
    hits(store, 'c');
    hits(store, 'd'); // full: the oldest window (a) goes
    expect(store.size).toBe(3);
    expect(hits(store, 'b')).toEqual([2, 1_000]);
    expect(hits(store, 'a')[0]).toBe(1); // counted again from one; b, the oldest window, made room
    now = 2_000; // every window has ended: a new client clears them all
    hits(store, 'e');
    expect(store.size).toBe(1);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, reduces IPv6 to its /64 network and unwraps IPv4-mapped addresses', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::');
    expect(clientKey('::1')).toBe('::');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::');
    expect(clientKey('0:0:0:1::')).toBe('0:0:0:1::');
    expect(clientKey(undefined)).toBe('');
    expect(clientKey('not:an:address')).toBe('not:an:address');
  });

  it('gives two IPv6 addresses the same key exactly when they share a /64', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const address = fc.array(group, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(address, address, fc.boolean(), (a, other, sameNetwork) => {
        const b = sameNetwork ? [...a.slice(0, 4), ...other.slice(4)] : other;
        const [textA, textB] = [a.map((g) => g.toString(16)).join(':'), formatIpv6(b)];
        expect(parseIpv6(textB)).toEqual(b);
        const network = new BlockList();
        network.addSubnet(textA, 64, 'ipv6');
        const mapped = a.slice(0, 6).every((g, i) => g === (i === 5 ? 0xffff : 0));
        if (!mapped) expect(clientKey(textA) === clientKey(textB)).toBe(network.check(textB, 'ipv6'));
      }),
      { numRuns: 500 },
    );
  });

  it('rejects text that is not an IPv6 address', () => {
    for (const text of ['1:2:3', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', '::1.2.3.256', 'g::1'])
      expect(parseIpv6(text), text).toBeNull();
  });
});

describe('rate limit with Redis unreachable', () => {
  it('answers API calls without waiting for Redis and counts them on this instance', async () => {
    const t = await buildTestApp({ env: { RATE_LIMIT_MAX: '2', REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const call = (remoteAddress: string) => t.app.inject({ url: '/api/health', remoteAddress });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call('198.51.100.9')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await call('198.51.100.10')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
