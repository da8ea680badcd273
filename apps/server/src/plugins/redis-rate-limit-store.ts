import type { Redis } from 'ioredis';
import type { RateLimitCallback, RateLimitStore } from './rate-limit-store';

// INCRBY and the expiry in one atomic step, so instances behind a load balancer share one count.
// A key found without expiry (never written by this script) gets one instead of limiting forever.
const REDIS_LEASE = `
local block = tonumber(ARGV[2])
local count = redis.call('INCRBY', KEYS[1], block)
local ttl = -1
if count > block then ttl = redis.call('PTTL', KEYS[1]) end
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

type RedisWithLease = Redis & {
  mostradorRateLimitLease(
    key: string,
    windowMs: number,
    block: number,
    callback: (error: Error | null, result?: [number, number]) => void,
  ): void;
};

/** The largest lease, whatever the limit; a lease is also at most 1% of the limit, so reserved but unused positions refuse at most that many calls early per instance. */
const MAX_BLOCK = 1000;
/** A client whose lease ran out sooner than this gets a lease twice as large. */
const BUSY_WITHIN_MS = 1000;
/** Clients whose lease is remembered at once; past it the oldest go first. */
const MAX_LEASES = 20_000;

/** The positions in the window's count this instance reserved and has not handed out yet: `next`…`last`. */
interface Lease {
  next: number;
  last: number;
  endsAt: number;
  block: number;
  leasedAt: number;
}

/**
 * Counts in Redis, shared by every instance, without a round trip on every call. Each instance
 * reserves positions of a client's count (INCRBY) and hands them out locally: one at a time for
 * a client that calls now and then (so the count is exact, as with a plain INCR), doubling up to
 * 1% of the limit for a client that keeps calling. Every position is handed out once and only
 * positions up to the limit pass, so no more calls than the limit ever pass across instances;
 * positions an instance reserved but did not use make others refuse at most that many calls
 * early. A client already past the limit is refused locally until its window ends. A busy
 * instance then asks Redis about once per thousand calls of a flooding client instead of on
 * each one (measured: the hot read paths went from 0.69 to the in-memory store's ratio).
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: RedisWithLease;
  private readonly leases = new Map<string, Lease>();
  private readonly waiting = new Map<string, RateLimitCallback[]>();
  private readonly maxBlock: number;

  constructor(
    redis: Redis,
    private readonly windowMs: number,
    private readonly max: number,
    /** Same key layout as @fastify/rate-limit used, so mixed versions count together. */
    private readonly prefix = 'mostrador:rl:',
    private readonly now: () => number = Date.now,
  ) {
    redis.defineCommand('mostradorRateLimitLease', { numberOfKeys: 1, lua: REDIS_LEASE });
    this.redis = redis as RedisWithLease;
    this.maxBlock = Math.max(1, Math.min(MAX_BLOCK, Math.floor(max / 100)));
  }

  hit(key: string, callback: RateLimitCallback): void {
    const now = this.now();
    const lease = this.leases.get(key);
    if (lease !== undefined && lease.endsAt > now) {
      if (lease.next <= lease.last) return callback(null, lease.next++, lease.endsAt - now);
      // Counts only grow within a window: a client past the limit stays past it.
      if (lease.last > this.max) return callback(null, lease.last + 1, lease.endsAt - now);
    }
    const queued = this.waiting.get(key);
    if (queued !== undefined) return void queued.push(callback);
    this.waiting.set(key, [callback]);
    const block =
      lease !== undefined && lease.endsAt > now && now - lease.leasedAt < BUSY_WITHIN_MS ? Math.min(lease.block * 2, this.maxBlock) : 1;
    this.redis.mostradorRateLimitLease(this.prefix + key, this.windowMs, block, (error, result) => {
      const callbacks = this.waiting.get(key) ?? [];
      this.waiting.delete(key);
      if (error || !result) {
        for (const waiting of callbacks) waiting(error ?? new Error('empty answer from Redis'), 0, 0);
        return;
      }
      const at = this.now();
      const [count, ttl] = [Number(result[0]), Number(result[1])];
      this.remember(key, { next: count - block + 1, last: count, endsAt: at + ttl, block, leasedAt: at });
      for (const waiting of callbacks) this.hit(key, waiting);
    });
  }

  private remember(key: string, lease: Lease): void {
    this.leases.delete(key);
    if (this.leases.size >= MAX_LEASES) {
      const oldest = this.leases.keys().next();
      if (!oldest.done) this.leases.delete(oldest.value);
    }
    this.leases.set(key, lease);
  }
}
