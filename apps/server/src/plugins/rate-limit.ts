import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { MESSAGES } from '../lib/messages';

/**
 * Per-IP limit on the API only: registered inside the /api scope, so static files and media are
 * never counted. With REDIS_URL the counters live in Redis and hold across instances.
 */
export async function registerRateLimit(api: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) api.addHook('onClose', async () => void (await redis.quit()));
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'mostrador:rl:' } : {}),
    // A Redis outage must not take the API down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    // Limit headers only on the 429 itself (with Retry-After): three fewer headers on every
    // successful answer of the hot paths.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, context) => new AppError(MESSAGES.tooManyRequests, context.statusCode),
  });
}

async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  // Short timeouts, as @fastify/rate-limit recommends: a slow Redis must not delay requests.
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
}
