import { mexicoCityClock } from '@mostrador/shared/format/mexico-city-clock';
import type { Banner, BannerType } from '@mostrador/shared/schemas/company';
import { DESKTOP_MIN_PX, XL_MIN_PX } from '../../shared/ui/breakpoints';

export type TopBannerType = Extract<BannerType, 'BANNER_TOP_XL' | 'BANNER_TOP_LG' | 'BANNER_TOP_MD'>;
export type BannerGroups = Partial<Record<BannerType, Banner[]>>;

/**
 * Intrinsic size of each banner type (as image management produces them): width/height on the
 * <img> so nothing shifts while it loads. A picture of another size is cropped to this ratio.
 */
export const BANNER_SIZES: Record<BannerType, { width: number; height: number }> = {
  BANNER_TOP_XL: { width: 1920, height: 360 },
  BANNER_TOP_LG: { width: 1280, height: 300 },
  BANNER_TOP_MD: { width: 768, height: 240 },
  BANNER_LEFT: { width: 300, height: 600 },
  BANNER_RIGHT: { width: 300, height: 600 },
  // 16:9, as the in-store screen shows it; the welcome "Aviso" shows it whole in a box of that shape.
  SCREEN_AD: { width: 1920, height: 1080 },
};

/** XL from 1440 px, LG from 1024 to 1439 px, MD below 1024 px. */
export function topBannerType(screenWidth: number): TopBannerType {
  if (screenWidth >= XL_MIN_PX) return 'BANNER_TOP_XL';
  if (screenWidth >= DESKTOP_MIN_PX) return 'BANNER_TOP_LG';
  return 'BANNER_TOP_MD';
}

/** When a size has no banners, the closest other size stands in (a larger one first). */
const FALLBACKS: Record<TopBannerType, TopBannerType[]> = {
  BANNER_TOP_XL: ['BANNER_TOP_XL', 'BANNER_TOP_LG', 'BANNER_TOP_MD'],
  BANNER_TOP_LG: ['BANNER_TOP_LG', 'BANNER_TOP_XL', 'BANNER_TOP_MD'],
  BANNER_TOP_MD: ['BANNER_TOP_MD', 'BANNER_TOP_LG', 'BANNER_TOP_XL'],
};

export function byPosition(banners: readonly Banner[] | undefined): Banner[] {
  return [...(banners ?? [])].sort((a, b) => a.POSITION - b.POSITION);
}

/** The top banners to show at a screen width, in POSITION order, and the type they are. */
export function pickTopBanners(groups: BannerGroups, screenWidth: number): { type: TopBannerType; banners: Banner[] } {
  const wanted = topBannerType(screenWidth);
  for (const type of FALLBACKS[wanted]) {
    const banners = byPosition(groups[type]);
    if (banners.length > 0) return { type, banners };
  }
  return { type: wanted, banners: [] };
}

/** The calendar day in Mexico City ("2026-11-25"): the SCREEN_AD shows at most once per day. */
export const mexicoCityDay = (now: Date): string => mexicoCityClock(now).isoDay;

export interface ScreenAdContext {
  /** The day the ad last showed on this device (localStorage), or null. */
  shownDay: string | null;
  today: string;
  /** This tab signed someone in or registered them. */
  hasSignedIn: boolean;
  pathname: string;
}

/** The checkout (purchase) and anything under it: no ad covers it. */
export const isCheckoutPath = (pathname: string): boolean => /^\/purchase(\/|$)/.test(pathname);

/** The welcome ad: once per day per device, never after sign-in, never over the checkout. */
export function mayShowScreenAd({ shownDay, today, hasSignedIn, pathname }: ScreenAdContext): boolean {
  return shownDay !== today && !hasSignedIn && !isCheckoutPath(pathname);
}
