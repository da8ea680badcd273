import { BANNER_TYPES, type Banner, type BannerType, type Branch, type Company } from '@mostrador/shared/schemas/company';
import type { BannerRow, BranchesWithDetails, CompanyRow } from './repository';

export function presentCompany(row: CompanyRow, links: { privacyNoticeUrl: string; termsUrl: string }): Company {
  return {
    NAME: row.name,
    THEME: row.theme,
    LOGO: row.logo,
    SLOGAN: row.slogan,
    PHONE: row.phone,
    EMAIL: row.email,
    DEFAULT_BRANCH: row.defaultBranch,
    PRIVACY_NOTICE_URL: links.privacyNoticeUrl,
    TERMS_URL: links.termsUrl,
  };
}

const isBannerType = (type: string): type is BannerType => (BANNER_TYPES as readonly string[]).includes(type);

/** Every TYPE key is present, so the client never tests for a missing group. Rows keep their order. */
export function presentBanners(rows: readonly BannerRow[]): Record<BannerType, Banner[]> {
  const grouped = Object.fromEntries(BANNER_TYPES.map((t) => [t, [] as Banner[]])) as Record<BannerType, Banner[]>;
  for (const row of rows) {
    // A row with an unknown TYPE (typo in data) is skipped rather than failing the whole call.
    if (!isBannerType(row.type)) continue;
    grouped[row.type].push({ ID: row.id, TYPE: row.type, IMAGE: row.image, TITLE: row.title, LINK: row.link, POSITION: row.position });
  }
  return grouped;
}

/** `time` columns come back as HH:MM:SS; the contract wants HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);

export function presentBranches({ branches, hours, postalCodes }: BranchesWithDetails): Branch[] {
  const byCode = new Map<string, Branch>();
  const list = branches.map((b): Branch => {
    const branch: Branch = {
      BRANCH: b.code,
      NAME: b.name,
      ADDRESS: b.address,
      COLONIA: b.colonia,
      CITY: b.city,
      STATE: b.state,
      POSTAL_CODE: b.postalCode,
      PHONE: b.phone,
      LAT: b.lat,
      LNG: b.lng,
      HOURS: [],
      POSTAL_CODES: [],
      IS_DEFAULT: b.isDefault,
    };
    byCode.set(b.code, branch);
    return branch;
  });
  for (const h of hours) byCode.get(h.branch)?.HOURS.push({ DAY: h.weekday, OPEN: hhmm(h.opens), CLOSE: hhmm(h.closes) });
  for (const p of postalCodes) byCode.get(p.branch)?.POSTAL_CODES.push(p.postalCode);
  return list;
}
