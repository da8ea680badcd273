import type { BannerType } from '@mostrador/shared/schemas/company';
import type { AdminBanner } from '@mostrador/shared/schemas/images';
import type { BannerRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A banner row as the back office reads it; ACTIVE is "published" (decision 056). */
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

/** What the audit trail keeps of a banner (SHOWING depends on the hour, not on the change). */
export const bannerSnapshot = (b: AdminBanner) => ({ ...b, SHOWING: undefined });
