import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeIP } from '@fastify/rate-limit';
import { buildTestApp } from '../helpers/build-test-app';

/** The key @fastify/rate-limit counts a client against (its default key generator). */
const clientKey = (ip: string) => normalizeIP(ip);

/** RFC 5952 text of eight 16-bit groups: lower-case hex, no leading zeros, the longest run (2+) of zero groups as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length; ) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = (part: readonly number[]) => part.map((g) => g.toString(16)).join(':');
  return best === -1 ? hex(groups) : `${hex(groups.slice(0, best))}::${hex(groups.slice(best + bestLength))}`;
}

describe('clientKey', () => {
  it('keeps IPv4, reduces IPv6 to its /64 network and unwraps IPv4-mapped addresses', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::');
    expect(clientKey('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::');
    expect(clientKey('::1')).toBe('::');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::');
    expect(clientKey('0:0:0:1::')).toBe('0:0:0:1::');
    expect(clientKey('not:an:address')).toBe('not:an:address');
  });

  it('gives two IPv6 addresses the same key exactly when they share a /64', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const address = fc.array(group, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(address, address, fc.boolean(), (a, other, sameNetwork) => {
        const b = sameNetwork ? [...a.slice(0, 4), ...other.slice(4)] : other;
        const [textA, textB] = [a.map((g) => g.toString(16)).join(':'), formatIpv6(b)];
        const network = new BlockList();
        network.addSubnet(textA, 64, 'ipv6');
        const mapped = a.slice(0, 6).every((g, i) => g === (i === 5 ? 0xffff : 0));
        if (!mapped) expect(clientKey(textA) === clientKey(textB)).toBe(network.check(textB, 'ipv6'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('rate limit with Redis unreachable', () => {
  it('lets API calls through uncounted instead of failing them', async () => {
    const t = await buildTestApp({ env: { RATE_LIMIT_MAX: '1', REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
