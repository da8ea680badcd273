import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

    /** 'default' in a request means the company's own theme (spec §4). */
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
  };
}

export type ThemesRepository = ReturnType<typeof createThemesRepository>;
