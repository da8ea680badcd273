import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import { createImagesRepository } from './repository';
import { createImagesService, type ImagesServiceDeps } from './service';
import { MESSAGES } from '../../lib/messages';
import { sendFailure } from '../../plugins/error-handler';
import { createLocalStorage, createS3Storage, IMMUTABLE_CACHE, isSafeKey, type MediaStorage } from './storage';

/** The bucket when S3_* is set, otherwise the media directory under DATA_DIR. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}

/**
 * With S3 storage, `/media/*` is answered from the bucket through this instance (decision 033):
 * same origin (the CSP allows images from 'self' only), the bucket stays private, and the
 * immutable cache lets a CDN or the browser keep each picture for a year. Pictures written to
 * the local directory (the demo seed) are still found there.
 */
export function registerS3Media(app: FastifyInstance, config: AppConfig, storage: MediaStorage): void {
  const local = createLocalStorage(config.mediaDir);
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isSafeKey(key)) return sendFailure(reply, 404, MESSAGES.notFound);
    const found = (await storage.get(key)) ?? (await local.get(key));
    if (!found) return sendFailure(reply, 404, MESSAGES.notFound);
    reply.header('cache-control', IMMUTABLE_CACHE).type(found.contentType);
    if (found.size !== null) reply.header('content-length', found.size);
    return reply.send(found.body);
  });
}

/** Image management over the configured storage; every change is audited in its own transaction. */
export function createImages(
  db: Database,
  config: AppConfig,
  deps: { audit: Pick<AuditService, 'record'>; invalidate: (() => void)[]; log: ImagesServiceDeps['log']; concurrency?: number },
) {
  const storage = createMediaStorage(config);
  const service = createImagesService({
    repo: createImagesRepository(db),
    storage,
    record: (tx, entry) => deps.audit.record(tx, entry),
    invalidate: () => deps.invalidate.forEach((f) => f()),
    log: deps.log,
    concurrency: deps.concurrency,
  });
  return { storage, service };
}
