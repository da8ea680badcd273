import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/** RATE_LIMIT_MAX calls per client in this window. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Distinct clients counted at once in memory; past it the least recently seen goes. */
const MAX_MEMORY_KEYS = 20_000;

/**
 * Per-IP limit on the API only (@fastify/rate-limit): registered inside the /api scope, so static
 * files and media are never counted. A fixed window per client starting at its first call; IPv6
 * clients counted per /64 and IPv4-mapped addresses as IPv4 (the plugin's key). Only a refused
 * call carries the `x-ratelimit-*` and `Retry-After` headers, and its answer is the Spanish 429.
 * With REDIS_URL the counters live in Redis and hold across instances.
 */
export async function registerRateLimit(api: FastifyInstance, config: AppConfig): Promise<void> {
  const store = config.redisUrl ? await sharedStore(api, config.redisUrl, config.rateLimitMax) : undefined;
  await api.register(fastifyRateLimit, {
    max: config.rateLimitMax,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    cache: MAX_MEMORY_KEYS,
    ...(store ? { store } : {}),
    // A store outage (Redis down) must not take the API down with it: calls pass uncounted.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new AppError(MESSAGES.tooManyRequests, 429),
  });
}

/** The Redis lease store (plugins/redis-rate-limit-store.ts) in the shape the plugin constructs. */
async function sharedStore(api: FastifyInstance, redisUrl: string, max: number): Promise<FastifyRateLimitStoreCtor> {
  const redis = await connectRedis(redisUrl);
  api.addHook('onClose', async () => void (await redis.quit()));
  // ioredis reports every failed reconnection; one line a minute is enough to notice an outage.
  const warn = throttled(RATE_LIMIT_WINDOW_MS, (error: Error) => api.log.warn({ err: error }, 'rate limit: Redis unavailable, calls pass uncounted'));
  redis.on('error', warn);
  const leases = new RedisRateLimitStore(redis, RATE_LIMIT_WINDOW_MS, max);
  return class LeasedRedisStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      leases.hit(key, (error, current, ttl) => {
        if (error) warn(error);
        callback(error, { current, ttl });
      });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

function throttled<A extends unknown[]>(intervalMs: number, fn: (...args: A) => void): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    fn(...args);
  };
}

async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // Short timeouts: a slow Redis must not delay requests.
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
}
