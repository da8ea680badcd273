import type { BannerType } from '@mostrador/shared/schemas/company';
import type { AdminBanner, BannerUpdateRequest, ImageSlot } from '@mostrador/shared/schemas/images';
import { imagesT } from '@mostrador/shared/messages/es-MX-images';
import { extraWidthPath, multiWidthPath, pictureWidths } from '@mostrador/shared/format/picture-widths';
import type { AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createLimiter, processImage } from './pipeline';
import type { BannerRow, ImagesQueries, ImagesRepository } from './repository';
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
  if (widths) return widths.map((w) => w.path);
  const own = OLD_OWN_NAME.exec(path);
  return own ? [path, ...OLD_EXTRA_SUFFIXES.map((s) => `${own[1]}${s}.webp`)] : [path];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export function presentAdminBanner(row: BannerRow, now: Date): AdminBanner {
  const started = !row.startsAt || row.startsAt <= now;
  const notEnded = !row.endsAt || row.endsAt > now;
  return {
    ID: row.id,
    TYPE: row.type as BannerType,
    IMAGE: row.image,
    TITLE: row.title,
    LINK: row.link,
    POSITION: row.position,
    ACTIVE: row.active,
    STARTS_AT: iso(row.startsAt),
    ENDS_AT: iso(row.endsAt),
    SHOWING: row.active && started && notEnded,
  };
}

const isGoodLink = (link: string) => link === '' || (link.startsWith('/') && !link.startsWith('//')) || /^https:\/\/[^\s]+$/.test(link);
const snapshot = (b: AdminBanner) => ({ ...b, SHOWING: undefined });

/**
 * Image management (issue 20): every upload is checked and re-encoded (pipeline.ts), written to
 * storage under a new name, then named by its row in a transaction with its audit entry. After
 * the commit, pictures no row names any more are removed; if the transaction fails, the new ones.
 */
function createCore(deps: ImagesServiceDeps) {
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

type Core = ReturnType<typeof createCore>;

/** The logo and the banners. */
function bannerOps({ repo, now, upload, commit, audit, bannerOrFail }: Core) {
  return {
    async overview() {
      const [logo, rows, folders] = await Promise.all([repo.logo(), repo.listBanners(), repo.listFolders()]);
      const at = now();
      return { LOGO: logo, banners: rows.map((r) => presentAdminBanner(r, at)), FOLDERS: folders };
    },

    async uploadLogo(actor: ImagesActor, input: Buffer): Promise<string> {
      const path = await upload(input, 'LOGO', 'company');
      return commit([path], async (r, tx) => {
        const before = await r.logo();
        await r.setLogo(path);
        await audit(tx, actor, 'images.logo', 'logo', { LOGO: before }, { LOGO: path });
        return { result: path, replaced: before === path ? [] : [before] };
      });
    },

    /** A new banner of `type`, or a new picture for banner `id` (its other fields kept). */
    async uploadBanner(actor: ImagesActor, input: Buffer, target: { type?: BannerType; id?: number }): Promise<AdminBanner> {
      const existing = target.id === undefined ? null : await repo.lockBanner(target.id);
      if (target.id !== undefined && !existing) throw new AppError(imagesT('images.bannerNotFound', { id: target.id }), 404);
      const type = (existing?.type as BannerType | undefined) ?? target.type;
      if (!type) throw new AppError(imagesT('images.bannerTypeNeeded'), 400);
      const path = await upload(input, type, `banners/${type}`);
      return commit([path], async (r, tx) => {
        if (target.id !== undefined) {
          const before = await bannerOrFail(r, target.id);
          const row = await r.updateBanner(before.id, { image: path });
          const after = presentAdminBanner(row, now());
          await audit(tx, actor, 'images.bannerChanged', `banner ${row.id} (${row.type})`, { IMAGE: before.image }, { IMAGE: path });
          return { result: after, replaced: before.image === path ? [] : [before.image] };
        }
        const row = await r.insertBanner({ type, image: path, position: await r.nextBannerPosition(type), active: true });
        const after = presentAdminBanner(row, now());
        await audit(tx, actor, 'images.bannerAdded', `banner ${row.id} (${row.type})`, null, snapshot(after));
        return { result: after, replaced: [] };
      });
    },

    async updateBanner(actor: ImagesActor, body: Omit<BannerUpdateRequest, 'token'>): Promise<AdminBanner> {
      const link = body.LINK.trim();
      if (!isGoodLink(link)) throw new AppError(imagesT('images.badLink'), 400);
      const startsAt = body.STARTS_AT ? new Date(body.STARTS_AT) : null;
      const endsAt = body.ENDS_AT ? new Date(body.ENDS_AT) : null;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(imagesT('images.datesOrder'), 400);
      return commit([], async (r, tx) => {
        const before = presentAdminBanner(await bannerOrFail(r, body.ID), now());
        const row = await r.updateBanner(body.ID, {
          title: body.TITLE.trim(),
          link,
          position: body.POSITION,
          active: body.ACTIVE,
          startsAt,
          endsAt,
        });
        const after = presentAdminBanner(row, now());
        await audit(tx, actor, 'images.bannerChanged', `banner ${row.id} (${row.type})`, snapshot(before), snapshot(after));
        return { result: after, replaced: [] };
      });
    },

    async deleteBanner(actor: ImagesActor, id: number): Promise<void> {
      await commit([], async (r, tx) => {
        const before = await bannerOrFail(r, id);
        await r.deleteBanner(id);
        await audit(tx, actor, 'images.bannerDeleted', `banner ${id} (${before.type})`, snapshot(presentAdminBanner(before, now())), null);
        return { result: undefined, replaced: [before.image] };
      });
    },
  };
}

/** Product pictures and theme backgrounds. */
function pictureOps({ repo, upload, commit, audit, productOrFail, checkSubset }: Core) {
  return {
    async productPictures(sku: string) {
      const p = await productOrFail(repo, sku);
      return { SKU: p.sku, NAME: p.name, IMAGES: p.images };
    },

    async uploadProductPicture(actor: ImagesActor, input: Buffer, sku: string): Promise<string[]> {
      await productOrFail(repo, sku);
      const path = await upload(input, 'PRODUCT', `products/${encodeSkuDir(sku)}`);
      return commit([path], async (r, tx) => {
        const before = (await productOrFail(r, sku, true)).images;
        const images = before.includes(path) ? before : [...before, path];
        await r.setProductImages(sku, images);
        await audit(tx, actor, 'images.productPictures', `producto ${sku}`, { IMAGES: before }, { IMAGES: images });
        return { result: images, replaced: [] };
      });
    },

    /** Reorder (the first is the main picture) or remove pictures of a product. */
    async setProductPictures(actor: ImagesActor, sku: string, images: string[]): Promise<string[]> {
      return commit([], async (r, tx) => {
        const before = (await productOrFail(r, sku, true)).images;
        checkSubset(images, before);
        await r.setProductImages(sku, images);
        await audit(tx, actor, 'images.productPictures', `producto ${sku}`, { IMAGES: before }, { IMAGES: images });
        return { result: images, replaced: before.filter((p) => !images.includes(p)) };
      });
    },

    backgrounds: (folder: string) => repo.listBackgrounds(folder),

    async uploadBackground(actor: ImagesActor, input: Buffer, folder: string): Promise<string[]> {
      const path = await upload(input, 'BACKGROUND', `themes/${folder}`);
      return commit([path], async (r, tx) => {
        await r.lockFolder(folder);
        const before = await r.listBackgrounds(folder);
        const paths = before.includes(path) ? before : [...before, path];
        await r.setBackgrounds(folder, paths);
        await audit(tx, actor, 'images.backgrounds', `fondos ${folder}`, { PATHS: before }, { PATHS: paths });
        return { result: paths, replaced: [] };
      });
    },

    /** Reorder or remove a theme folder's background pictures. */
    async setBackgrounds(actor: ImagesActor, folder: string, paths: string[]): Promise<string[]> {
      return commit([], async (r, tx) => {
        await r.lockFolder(folder);
        const before = await r.listBackgrounds(folder);
        checkSubset(paths, before);
        await r.setBackgrounds(folder, paths);
        await audit(tx, actor, 'images.backgrounds', `fondos ${folder}`, { PATHS: before }, { PATHS: paths });
        return { result: paths, replaced: before.filter((p) => !paths.includes(p)) };
      });
    },
  };
}

export function createImagesService(deps: ImagesServiceDeps) {
  const core = createCore(deps);
  return { ...bannerOps(core), ...pictureOps(core) };
}

/** A SKU as a directory name: letters, digits, dash and underscore kept, the rest as `_xx`. */
export const encodeSkuDir = (sku: string): string =>
  sku.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(2, '0')}`).slice(0, 80) || '_';

export type ImagesService = ReturnType<typeof createImagesService>;
