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

/** `?segundos=N` in the screen's address overrides the theme's rotation time (same docs/product.md#themes rule). */
export function rotateSecondsFor(search: string, themeSeconds: number | undefined): number {
  const asked = new URLSearchParams(search).get('segundos');
  return normalizeRotateTime(asked === null || asked.trim() === '' ? themeSeconds : Number(asked));
}

/**
 * Rotation time and order of the company's theme (MODE is JSON text on the wire, docs/product.md#themes), read
 * without the zod schema so the screen's first download stays small.
 */
export function themeRotation(modeJson: string | null | undefined): { seconds: number | undefined; isRandom: boolean } {
  let mode: unknown;
  try {
    mode = typeof modeJson === 'string' ? JSON.parse(modeJson) : null;
  } catch {
    mode = null;
  }
  const m = (typeof mode === 'object' && mode !== null ? mode : {}) as { rotateBkgrndTime?: unknown; isRandomBackground?: unknown };
  return {
    seconds: typeof m.rotateBkgrndTime === 'number' ? m.rotateBkgrndTime : undefined,
    isRandom: m.isRandomBackground === true,
  };
}
