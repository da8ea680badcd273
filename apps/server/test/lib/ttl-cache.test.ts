import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/lib/ttl-cache';

describe('TtlCache', () => {
  it('loads once per TTL and shares a load among concurrent callers', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep failures, and clear() drops entries and loads started before it', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');

    let release: (v: string) => void = () => undefined;
    const slow = cache.get('x', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('x', async () => 'new')).toBe('new');
  });

  it('keeps at most maxEntries keys', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(4); // evicted, loaded again
    expect(await cache.get('c', async () => ++loads)).toBe(3);
  });
});
