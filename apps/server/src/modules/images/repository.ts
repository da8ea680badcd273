import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, company, products, themeBackgrounds, themes } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { transactional } from '../../db/transactional';

export type BannerRow = typeof banners.$inferSelect;
export type BannerChanges = Partial<Omit<typeof banners.$inferInsert, 'id'>>;

/** The company logo and the banners. */
function companyQueries(db: Database) {
  return {
    async logo(): Promise<string> {
      const rows = await db.select({ logo: company.logo }).from(company).orderBy(asc(company.id)).limit(1);
      return rows[0]?.logo ?? '';
    },
    async setLogo(path: string): Promise<void> {
      await db.update(company).set({ logo: path });
    },

    listBanners(): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.type), asc(banners.position), asc(banners.id));
    },
    /** Locked for the change (two managers replacing one banner: the second waits and sees the first's). */
    async lockBanner(id: number): Promise<BannerRow | null> {
      const rows = await db.select().from(banners).where(eq(banners.id, id)).for('update');
      return rows[0] ?? null;
    },
    async insertBanner(row: typeof banners.$inferInsert): Promise<BannerRow> {
      const [inserted] = await db.insert(banners).values(row).returning();
      return inserted!;
    },
    async updateBanner(id: number, changes: BannerChanges): Promise<BannerRow> {
      const [updated] = await db.update(banners).set(changes).where(eq(banners.id, id)).returning();
      return updated!;
    },
    async deleteBanner(id: number): Promise<void> {
      await db.delete(banners).where(eq(banners.id, id));
    },
    async nextBannerPosition(type: string): Promise<number> {
      const rows = await db
        .select({ next: sql<number>`coalesce(max(${banners.position}), -1)::int + 1` })
        .from(banners)
        .where(eq(banners.type, type));
      return rows[0]?.next ?? 0;
    },
  };
}

/** Product pictures, theme folders and what still names a picture. */
function pictureQueries(db: Database) {
  return {
    async findProduct(sku: string, lock = false): Promise<{ sku: string; name: string; images: string[] } | null> {
      const query = db
        .select({ sku: products.sku, name: products.name, images: products.images })
        .from(products)
        .where(eq(products.sku, sku));
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },
    async setProductImages(sku: string, images: string[]): Promise<void> {
      await db.update(products).set({ images }).where(eq(products.sku, sku));
    },

    async listFolders(): Promise<string[]> {
      const rows = await db
        .select({ folder: themes.folder })
        .from(themes)
        .union(db.select({ folder: themeBackgrounds.folder }).from(themeBackgrounds));
      return [...new Set(rows.map((r) => r.folder))].sort();
    },
    async listBackgrounds(folder: string): Promise<string[]> {
      const rows = await db
        .select({ path: themeBackgrounds.path })
        .from(themeBackgrounds)
        .where(eq(themeBackgrounds.folder, folder))
        .orderBy(asc(themeBackgrounds.position), asc(themeBackgrounds.path));
      return rows.map((r) => r.path);
    },
    /** The folder's list replaced by `paths` in this order (within the caller's transaction). */
    async setBackgrounds(folder: string, paths: readonly string[]): Promise<void> {
      await db.delete(themeBackgrounds).where(eq(themeBackgrounds.folder, folder));
      if (paths.length > 0) await db.insert(themeBackgrounds).values(paths.map((path, position) => ({ folder, path, position })));
    },
    /** Serialises two managers changing one folder: the second reads the first's list. */
    async lockFolder(folder: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'theme_backgrounds:' + folder}))`);
    },

    /** Of these paths, those that some row still names (logo, banner, product, background). */
    async stillReferenced(paths: readonly string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const list = sql.join(
        paths.map((p) => sql`${p}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select p.path from unnest(array[${list}]::text[]) as p(path)
        where exists (select 1 from ${company} where ${company.logo} = p.path)
           or exists (select 1 from ${banners} where ${banners.image} = p.path)
           or exists (select 1 from ${themeBackgrounds} where ${themeBackgrounds.path} = p.path)
           or exists (select 1 from ${products} where ${products.images} @> jsonb_build_array(p.path))`);
      return new Set(rowsOf<{ path: string }>(result).map((r) => r.path));
    },
  };
}

/** Image management's queries: the picture columns of company, banners, products and theme folders. */
const build = (db: Database) => ({ ...companyQueries(db), ...pictureQueries(db) });

export type ImagesQueries = ReturnType<typeof build>;
export const createImagesRepository = (db: Database) => transactional(db, build);
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
