import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { company, themeBackgrounds, themeColors, themes } from '../../db/schema/index';

export type ThemeRow = typeof themes.$inferSelect;

export function createThemesRepository(db: Database) {
  return {
    listThemes(): Promise<ThemeRow[]> {
      return db.select().from(themes).orderBy(asc(themes.name));
    },

    async findTheme(name: string): Promise<ThemeRow | null> {
      const rows = await db.select().from(themes).where(eq(themes.name, name)).limit(1);
      return rows[0] ?? null;
    },

    /** 'default' in a request means the company's own theme (docs/product.md#themes). */
    async findCompanyThemeName(): Promise<string | null> {
      const rows = await db.select({ theme: company.theme }).from(company).orderBy(asc(company.id)).limit(1);
      return rows[0]?.theme ?? null;
    },

    listColors(theme: string): Promise<{ name: string; value: string }[]> {
      return db
        .select({ name: themeColors.name, value: themeColors.value })
        .from(themeColors)
        .where(eq(themeColors.theme, theme))
        .orderBy(asc(themeColors.name));
    },

    async listBackgrounds(folder: string): Promise<string[]> {
      const rows = await db
        .select({ path: themeBackgrounds.path })
        .from(themeBackgrounds)
        .where(eq(themeBackgrounds.folder, folder))
        .orderBy(asc(themeBackgrounds.position), asc(themeBackgrounds.path));
      return rows.map((r) => r.path);
    },

    /** Every background folder and how many pictures it holds, for the editor's FOLDER picker. */
    listBackgroundFolders(): Promise<{ folder: string; pictures: number }[]> {
      return db
        .select({ folder: themeBackgrounds.folder, pictures: count() })
        .from(themeBackgrounds)
        .groupBy(themeBackgrounds.folder)
        .orderBy(asc(themeBackgrounds.folder));
    },

    /** The theme row locked for a change (save or delete), so two editors never interleave. */
    async lockTheme(name: string): Promise<ThemeRow | null> {
      const rows = await db.select().from(themes).where(eq(themes.name, name)).for('update').limit(1);
      return rows[0] ?? null;
    },

    /** Themes the company rows point at (docs/product.md#themes: the company's own theme is never deleted). */
    async companyThemes(): Promise<string[]> {
      const rows = await db.select({ theme: company.theme }).from(company);
      return rows.map((r) => r.theme);
    },

    /** Writes the theme and replaces its colours (in the caller's transaction). */
    async upsertTheme(row: ThemeRow, colors: Record<string, string>): Promise<void> {
      await db
        .insert(themes)
        .values(row)
        .onConflictDoUpdate({ target: themes.name, set: { mode: row.mode, folder: row.folder } });
      await db.delete(themeColors).where(eq(themeColors.theme, row.name));
      const values = Object.entries(colors).map(([name, value]) => ({ theme: row.name, name, value }));
      if (values.length > 0) await db.insert(themeColors).values(values);
    },

    /** Deletes a theme; its colours go with it (ON DELETE CASCADE). */
    async deleteTheme(name: string): Promise<void> {
      await db.delete(themes).where(eq(themes.name, name));
    },
  };
}

export type ThemesRepository = ReturnType<typeof createThemesRepository>;

export const createTransactionalThemesRepository = (db: Database) => transactional(db, createThemesRepository);
export type TransactionalThemesRepository = ReturnType<typeof createTransactionalThemesRepository>;
