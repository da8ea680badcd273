import type { BannerType } from '@mostrador/shared/schemas/company';
import type { AdminBanner, BannerUpdateRequest } from '@mostrador/shared/schemas/images';
import { imagesT } from '@mostrador/shared/messages/es-MX-images';
import { AppError } from '../../lib/errors';
import type { Core, ImagesActor } from './core';
import { bannerSnapshot as snapshot, presentAdminBanner } from './presenter';

const isGoodLink = (link: string) => link === '' || (link.startsWith('/') && !link.startsWith('//')) || /^https:\/\/[^\s]+$/.test(link);
const label = (row: { id: number; type: string }) => `banner ${row.id} (${row.type})`;

/** Publishing and retiring (issue 32): a published banner has a title, and it is published only by this explicit action. */
function publishingOps({ now, commit, audit, bannerOrFail }: Core) {
  const setPublished = (actor: ImagesActor, id: number, isPublished: boolean) =>
    commit([], async (r, tx) => {
      const row = await bannerOrFail(r, id);
      if (isPublished && row.title.trim() === '') throw new AppError(imagesT('images.titleToPublish'), 400);
      if (row.active === isPublished) return { result: presentAdminBanner(row, now()), replaced: [] };
      const after = presentAdminBanner(await r.updateBanner(id, { active: isPublished }), now());
      const action = isPublished ? 'images.bannerPublished' : 'images.bannerUnpublished';
      await audit(tx, actor, action, label(row), { ACTIVE: row.active }, { ACTIVE: isPublished });
      return { result: after, replaced: [] };
    });
  return {
    publishBanner: (actor: ImagesActor, id: number): Promise<AdminBanner> => setPublished(actor, id, true),
    /** Back to draft: the storefront and the in-store screen stop showing it. */
    unpublishBanner: (actor: ImagesActor, id: number): Promise<AdminBanner> => setPublished(actor, id, false),
  };
}

/** The logo and the banners. A banner's upload (new, or a new picture) leaves it a draft until published (decision 056). */
export function createBannerOps(core: Core) {
  const { repo, now, upload, commit, audit, bannerOrFail } = core;
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

    /** A new draft banner of `type`, or a new picture for banner `id` (its other fields kept; back to draft). */
    async uploadBanner(actor: ImagesActor, input: Buffer, target: { type?: BannerType; id?: number }): Promise<AdminBanner> {
      const existing = target.id === undefined ? null : await repo.lockBanner(target.id);
      if (target.id !== undefined && !existing) throw new AppError(imagesT('images.bannerNotFound', { id: target.id }), 404);
      const type = (existing?.type as BannerType | undefined) ?? target.type;
      if (!type) throw new AppError(imagesT('images.bannerTypeNeeded'), 400);
      const path = await upload(input, type, `banners/${type}`);
      return commit([path], async (r, tx) => {
        if (target.id !== undefined) {
          const before = await bannerOrFail(r, target.id);
          const row = await r.updateBanner(before.id, { image: path, active: false });
          const after = presentAdminBanner(row, now());
          const [was, is] = [
            { IMAGE: before.image, ACTIVE: before.active },
            { IMAGE: path, ACTIVE: false },
          ];
          await audit(tx, actor, 'images.bannerChanged', label(row), was, is);
          return { result: after, replaced: before.image === path ? [] : [before.image] };
        }
        const row = await r.insertBanner({ type, image: path, position: await r.nextBannerPosition(type), active: false });
        const after = presentAdminBanner(row, now());
        await audit(tx, actor, 'images.bannerAdded', label(row), null, snapshot(after));
        return { result: after, replaced: [] };
      });
    },

    /** Title, link, order and dates; whether it is published is publishBanner's and unpublishBanner's. */
    async updateBanner(actor: ImagesActor, body: Omit<BannerUpdateRequest, 'token'>): Promise<AdminBanner> {
      const link = body.LINK.trim();
      const title = body.TITLE.trim();
      if (!isGoodLink(link)) throw new AppError(imagesT('images.badLink'), 400);
      const startsAt = body.STARTS_AT ? new Date(body.STARTS_AT) : null;
      const endsAt = body.ENDS_AT ? new Date(body.ENDS_AT) : null;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(imagesT('images.datesOrder'), 400);
      return commit([], async (r, tx) => {
        const row = await bannerOrFail(r, body.ID);
        if (row.active && title === '') throw new AppError(imagesT('images.titlePublished'), 400);
        const before = presentAdminBanner(row, now());
        const changed = await r.updateBanner(body.ID, { title, link, position: body.POSITION, startsAt, endsAt });
        const after = presentAdminBanner(changed, now());
        await audit(tx, actor, 'images.bannerChanged', label(changed), snapshot(before), snapshot(after));
        return { result: after, replaced: [] };
      });
    },

    async deleteBanner(actor: ImagesActor, id: number): Promise<void> {
      await commit([], async (r, tx) => {
        const before = await bannerOrFail(r, id);
        await r.deleteBanner(id);
        await audit(tx, actor, 'images.bannerDeleted', label(before), snapshot(presentAdminBanner(before, now())), null);
        return { result: undefined, replaced: [before.image] };
      });
    },

    ...publishingOps(core),
  };
}
