import type { Banner, BannerType } from '@mostrador/shared/schemas/company';
import { normalizeRotateTime } from '../../shared/theme/theme-defaults';

export type BannerGroups = Partial<Record<BannerType, Banner[]>>;

/** With no SCREEN_AD, the other banners stand in: the largest first. */
const STAND_IN_ORDER: BannerType[] = ['BANNER_TOP_XL', 'BANNER_TOP_LG', 'BANNER_TOP_MD', 'BANNER_LEFT', 'BANNER_RIGHT'];

const byPosition = (banners: readonly Banner[] | undefined): Banner[] => [...(banners ?? [])].sort((a, b) => a.POSITION - b.POSITION);

/** The in-store screen's pictures: the SCREEN_AD banners, else every other type, in POSITION order. */
export function kioskPlaylist(groups: BannerGroups | undefined): Banner[] {
  const ads = byPosition(groups?.SCREEN_AD);
  if (ads.length > 0) return ads;
  return STAND_IN_ORDER.flatMap((type) => byPosition(groups?.[type]));
}

/** `?segundos=N` in the screen's address overrides the theme's rotation time (same spec §5 rule). */
export function rotateSecondsFor(search: string, themeSeconds: number | undefined): number {
  const asked = new URLSearchParams(search).get('segundos');
  return normalizeRotateTime(asked === null || asked.trim() === '' ? themeSeconds : Number(asked));
}
