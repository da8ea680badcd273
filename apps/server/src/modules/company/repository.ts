import { readBrand } from './app-manifest';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, branches, branchHours, branchPostalCodes, company, themes } from '../../db/schema/index';

export type CompanyRow = typeof company.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type BranchHoursRow = typeof branchHours.$inferSelect;
export type BranchPostalCodeRow = typeof branchPostalCodes.$inferSelect;

export interface BranchesWithDetails {
  branches: BranchRow[];
  hours: BranchHoursRow[];
  postalCodes: BranchPostalCodeRow[];
}

export function createCompanyRepository(db: Database) {
  return {
    /** Name, logo and theme colours for the app manifest (reads its theme's colours, like companyInfo). */
    brand: () => readBrand(db),
    /** The company and its theme in one round trip; the theme may be missing (left join). */
    async findCompanyWithTheme(): Promise<{ company: CompanyRow; theme: ThemeRow | null } | null> {
      const rows = await db
        .select({ company, theme: themes })
        .from(company)
        .leftJoin(themes, eq(themes.name, company.theme))
        .orderBy(asc(company.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Active banners within their optional start/end dates (image management sets them). */
    listActiveBanners(): Promise<BannerRow[]> {
      const now = sql`now()`;
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.position), asc(banners.id));
    },

    /** Three queries whatever the number of branches (no N+1); the presenter joins them. */
    async listActiveBranches(): Promise<BranchesWithDetails> {
      const active = eq(branches.active, true);
      const codes = db.select({ code: branches.code }).from(branches).where(active);
      const [branchRows, hours, postalCodes] = await Promise.all([
        db.select().from(branches).where(active).orderBy(asc(branches.position), asc(branches.code)),
        db.select().from(branchHours).where(inArray(branchHours.branch, codes)).orderBy(asc(branchHours.weekday)),
        db.select().from(branchPostalCodes).where(inArray(branchPostalCodes.branch, codes)).orderBy(asc(branchPostalCodes.postalCode)),
      ]);
      return { branches: branchRows, hours, postalCodes };
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
