import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/index';
import { createImagesRepository } from './repository';
import type { ImagesServiceDeps } from './core';
import { createImagesService } from './service';
import { MESSAGES } from '../../lib/messages';
import { sendFailure } from '../../plugins/error-handler';
import { SHARE_PICTURE } from '@mostrador/shared/format/share-picture';
import { createSharePictures } from './share-picture';
import { createLocalStorage, createS3Storage, IMMUTABLE_CACHE, isPublicKey, type MediaStorage } from './storage';

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
  const find = mediaFinder(config, storage);
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    // The private prefix (prescriptions) shares the bucket and is never served here.
    if (!isPublicKey(key)) return sendFailure(reply, 404, MESSAGES.notFound);
    const found = await find(key);
    if (!found) return sendFailure(reply, 404, MESSAGES.notFound);
    reply.header('cache-control', IMMUTABLE_CACHE).type(found.contentType);
    if (found.size !== null) reply.header('content-length', found.size);
    return reply.send(found.body);
  });
}

/**
 * `/media/share/*`: link previews' 1200 × 630 cards (decision 082), made the first time one is
 * asked for and stored beside the other copies; with both storages, and immutable like them.
 */
export function registerSharePictures(app: FastifyInstance, config: AppConfig, storage: MediaStorage): void {
  const cards = createSharePictures({ storage, find: mediaFinder(config, storage), log: app.log });
  app.get('/media/share/*', { schema: { hide: true } }, async (req, reply) => {
    const card = await cards.get(`share/${(req.params as { '*': string })['*']}`);
    if (!card) return sendFailure(reply, 404, MESSAGES.notFound);
    reply.header('cache-control', IMMUTABLE_CACHE).type(SHARE_PICTURE.type);
    if (card.size !== null) reply.header('content-length', card.size);
    return reply.send(card.body);
  });
}

/** A picture from the configured storage, else from the local media directory (where the demo seed writes). */
function mediaFinder(config: AppConfig, storage: MediaStorage) {
  const local = storage.kind === 'local' ? null : createLocalStorage(config.mediaDir);
  return async (key: string) => (await storage.get(key)) ?? (local ? await local.get(key) : null);
}

/** A whole picture's bytes (the app icon is drawn from the logo), wherever pictures are stored; null if missing. */
export function mediaReader(config: AppConfig, storage: MediaStorage): (key: string) => Promise<Buffer | null> {
  const find = mediaFinder(config, storage);
  return async (key) => {
    if (!isPublicKey(key)) return null;
    const found = await find(key);
    return found ? buffer(found.body) : null;
  };
}

/** Image management over the configured storage; every change is audited in its own transaction. */
export function createImages(
  db: Database,
  storage: MediaStorage,
  deps: { audit: Pick<AuditService, 'record'>; invalidate: (() => void)[]; log: ImagesServiceDeps['log']; concurrency?: number },
) {
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
