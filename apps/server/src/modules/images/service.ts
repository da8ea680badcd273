import { createBannerOps } from './banners';
import { createCore, type Core, type ImagesActor, type ImagesServiceDeps } from './core';

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
  return { ...createBannerOps(core), ...pictureOps(core) };
}

/** A SKU as a directory name: letters, digits, dash and underscore kept, the rest as `_xx`. */
export const encodeSkuDir = (sku: string): string =>
  sku.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(2, '0')}`).slice(0, 80) || '_';

export type ImagesService = ReturnType<typeof createImagesService>;
