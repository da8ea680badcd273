import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { FallbackRateLimitStore, MemoryRateLimitStore, RATE_LIMIT_WINDOW_MS, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import type { AppConfig } from '../config';
import { AppError, waitSeconds } from '../lib/errors';
import { MESSAGES } from '../lib/messages';

/**
 * The client a call is counted against: the address as is for IPv4, the /64 network for IPv6
 * (one subscriber usually holds a whole /64, so counting single addresses would let a client
 * rotate through them), and the IPv4 address inside an IPv4-mapped IPv6 one. The text is the one
 * @fastify/rate-limit produced (its network's first address, RFC 5952), so Redis keys match.
 */
export function clientKey(ip: string | undefined): string {
  if (ip === undefined) return '';
  if (!ip.includes(':')) return ip;
  let key = ipv6Keys.get(ip);
  if (key === undefined) {
    if (ipv6Keys.size >= 10_000) ipv6Keys.clear();
    key = ipv6Key(ip);
    ipv6Keys.set(ip, key);
  }
  return key;
}

const ipv6Keys = new Map<string, string>();

function ipv6Key(ip: string): string {
  const groups = parseIpv6(ip);
  if (!groups) return ip.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/** RFC 5952 text: lower-case hex, no leading zeros, the longest run (2+) of zero groups as `::`. */
export function formatIpv6(groups: readonly number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = (part: readonly number[]) => part.map((g) => g.toString(16)).join(':');
  return best === -1 ? hex(groups) : `${hex(groups.slice(0, best))}::${hex(groups.slice(best + bestLength))}`;
}

/** The eight 16-bit groups of an IPv6 address (`::`, a trailing dotted IPv4 and a %zone allowed), or null. */
export function parseIpv6(ip: string): number[] | null {
  let text = ip.split('%')[0]!;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const octets = last.split('.');
    if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) return null;
    const [a, b, c, d] = octets.map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

/**
 * Per-client limit on the API: a synchronous `onRequest` hook over the store. In memory the whole
 * check is a Map lookup; @fastify/rate-limit ran three nested awaits per call and built
 * `request.routeOptions` each time, which cost about a fifth of the hot paths' throughput
 * (docs/decisions/006-server-start-and-hot-paths.md).
 */
export function rateLimitHook(store: RateLimitStore, max: number, onStoreError: (error: Error) => void): onRequestHookHandler {
  return function rateLimit(request, reply, done) {
    store.hit(clientKey(request.ip), (error, count, resetMs) => {
      // A store outage (Redis down) must not take the API down with it: calls pass uncounted.
      if (error) {
        onStoreError(error);
        done();
        return;
      }
      if (count <= max) {
        done();
        return;
      }
      const seconds = waitSeconds(resetMs);
      reply.headers({ 'x-ratelimit-limit': max, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': seconds, 'retry-after': seconds });
      done(new AppError(MESSAGES.tooManyRequests, 429));
    });
  };
}

/**
 * Per-IP limit on the API only: registered inside the /api scope, so static files and media are
 * never counted. With REDIS_URL the counters live in Redis and hold across instances; while Redis
 * is unreachable each instance counts on its own (FallbackRateLimitStore) and says so in the log.
 */
export async function registerRateLimit(api: FastifyInstance, config: AppConfig): Promise<void> {
  const local = new MemoryRateLimitStore(RATE_LIMIT_WINDOW_MS);
  let store: RateLimitStore = local;
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl);
    // quit() lets answers in flight arrive; with no connection there are none, and it would only fail.
    api.addHook('onClose', async () => void (redis.status === 'ready' ? await redis.quit() : redis.disconnect()));
    const shared = new RedisRateLimitStore(redis, RATE_LIMIT_WINDOW_MS, config.rateLimitMax);
    store = new FallbackRateLimitStore(
      shared,
      local,
      () => redis.status === 'ready',
      (usingLocal, error) =>
        usingLocal
          ? api.log.warn({ err: error }, 'rate limit: Redis unavailable, counting per instance until it returns')
          : api.log.info('rate limit: Redis is back, counting across instances again'),
    );
  }
  api.addHook(
    'onRequest',
    rateLimitHook(store, config.rateLimitMax, () => undefined),
  );
}

async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A request never waits for Redis: no queue while disconnected (the memory store answers
  // instead) and a short limit on each command, so a Redis that hangs costs at most that.
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  // ioredis reports every failed reconnection as an error; the switch of store says it once.
  redis.on('error', () => undefined);
  // The first calls count in Redis too: start-up waits for the connection, at most a second.
  await new Promise<void>((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', ready);
      resolve();
    }, 1_000);
    redis.once('ready', ready);
  });
  return redis;
}
