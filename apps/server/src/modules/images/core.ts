import { imagesT } from '@mostrador/shared/messages/es-MX-images';
import { extraWidthPath, multiWidthPath, pictureWidths } from '@mostrador/shared/format/picture-widths';
import { sharePicturePath } from '@mostrador/shared/format/share-picture';
import type { ImageSlot } from '@mostrador/shared/schemas/images';
import type { AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createLimiter, processImage } from './pipeline';
import type { ImagesQueries, ImagesRepository } from './repository';
import type { MediaStorage } from './storage';

/** Who changes pictures, as the audit trail records them. */
export interface ImagesActor {
  accountId: number;
  ip: string;
}

export interface ImagesServiceDeps {
  repo: ImagesRepository;
  storage: MediaStorage;
  record: (
    tx: Database,
    entry: { actorId: number; action: AuditAction; ip: string; targetText?: string; before?: unknown; after?: unknown },
  ) => Promise<void>;
  /** Drop this instance's cached company answers (logo, banners) and theme backgrounds. */
  invalidate: () => void;
  log: { warn: (obj: object, msg: string) => void };
  /** Pictures decoded at once (each 12-megapixel decode holds ~50 MB); the rest wait in line. */
  concurrency?: number;
  now?: () => Date;
}

/**
 * A picture's files: the widths its name lists (decision 043); uploads from before that are a
 * 16-digit content hash with `-320`/`-960` beside them; any other name is one file.
 */
const OLD_OWN_NAME = /^(.*\/[0-9a-f]{16})\.webp$/;
const OLD_EXTRA_SUFFIXES = ['-320', '-960'];
const filesOf = (path: string): string[] => {
  const widths = pictureWidths(path);
  const own = OLD_OWN_NAME.exec(path);
  const files = widths ? widths.map((w) => w.path) : own ? [path, ...OLD_EXTRA_SUFFIXES.map((s) => `${own[1]}${s}.webp`)] : [path];
  // Its share card, if a preview ever asked for it (decision 082).
  const card = sharePicturePath(path);
  return card ? [...files, card] : files;
};

/**
 * Image management (issue 20): every upload is checked and re-encoded (pipeline.ts), written to
 * storage under a new name, then named by its row in a transaction with its audit entry. After
 * the commit, pictures no row names any more are removed; if the transaction fails, the new ones.
 */
export function createCore(deps: ImagesServiceDeps) {
  const { repo, storage } = deps;
  const limit = createLimiter(deps.concurrency ?? 2, 16);
  const now = deps.now ?? (() => new Date());

  /** Checks, encodes and stores a picture; returns its path (the main size). */
  const upload = async (input: Buffer, slot: ImageSlot, dir: string): Promise<string> => {
    const image = await limit(() => processImage(input, slot));
    const stem = `${dir}/${image.hash}`;
    const [largest, ...smaller] = image.renditions;
    const main = multiWidthPath(stem, [...smaller.map((r) => r.width), largest!.width]);
    try {
      for (const r of smaller) await storage.put(extraWidthPath(stem, r.width), r.data, 'image/webp');
      // The main file last: a name that is stored always has its smaller widths beside it.
      await storage.put(main, largest!.data, 'image/webp');
    } catch (error) {
      deps.log.warn({ err: error }, 'image storage failed');
      await removeUnreferenced([main]);
      throw new AppError(imagesT('images.storage'), 503);
    }
    return main;
  };

  /** Of these paths, the pictures no row names any more are deleted (with their other sizes). */
  const removeUnreferenced = async (paths: readonly string[]): Promise<void> => {
    try {
      const unique = [...new Set(paths.filter(Boolean))];
      const kept = await repo.stillReferenced(unique);
      const gone = unique.filter((p) => !kept.has(p));
      if (gone.length > 0) await storage.remove(gone.flatMap(filesOf));
    } catch (error) {
      deps.log.warn({ err: error, paths }, 'could not remove unreferenced pictures');
    }
  };

  /** Runs `change` in a transaction; afterwards removes what it stopped naming, or on failure what it added. */
  const commit = async <T>(added: string[], change: (r: ImagesQueries, tx: Database) => Promise<{ result: T; replaced: string[] }>) => {
    try {
      const { result, replaced } = await repo.transaction(change);
      deps.invalidate();
      await removeUnreferenced(replaced);
      return result;
    } catch (error) {
      await removeUnreferenced(added);
      throw error;
    }
  };

  const audit = (tx: Database, actor: ImagesActor, action: AuditAction, targetText: string, before: unknown, after: unknown) =>
    deps.record(tx, { actorId: actor.accountId, ip: actor.ip, action, targetText, before, after });

  const bannerOrFail = async (r: ImagesQueries, id: number) => {
    const row = await r.lockBanner(id);
    if (!row) throw new AppError(imagesT('images.bannerNotFound', { id }), 404);
    return row;
  };

  const productOrFail = async (r: ImagesQueries, sku: string, lock = false) => {
    const product = await r.findProduct(sku, lock);
    if (!product) throw new AppError(imagesT('images.productNotFound', { sku }), 404);
    return product;
  };

  /** The new list must be the current one reordered or shortened: nothing foreign slips in. */
  const checkSubset = (next: readonly string[], current: readonly string[]) => {
    if (new Set(next).size !== next.length || next.some((p) => !current.includes(p))) {
      throw new AppError(imagesT('images.notCurrent'), 409);
    }
  };

  return { repo, now, upload, commit, audit, bannerOrFail, productOrFail, checkSubset };
}

export type Core = ReturnType<typeof createCore>;
