import type { BannerType } from '@mostrador/shared/schemas/company';

/**
 * Where each banner TYPE is shown, and how its picture fills the place (decision 056). These
 * mirror the screens that show banners, which this feature may not import: the home's
 * BANNER_SIZES (features/home/banner-choice.ts) with `object-fit: cover` centred
 * (home/components/banners.module.css), the welcome "Aviso" (screen-ad.module.css: 16:9,
 * `contain`) and the in-store screen (kiosk.module.css: the whole 16:9 screen, `cover`).
 */
export interface BannerFrame {
  place: 'top' | 'side' | 'screen' | 'welcome';
  width: number;
  height: number;
  fit: 'cover' | 'contain';
}

const top = (width: number, height: number): BannerFrame[] => [{ place: 'top', width, height, fit: 'cover' }];
const SIDE: BannerFrame[] = [{ place: 'side', width: 300, height: 600, fit: 'cover' }];

export const BANNER_FRAMES: Record<BannerType, BannerFrame[]> = {
  BANNER_TOP_XL: top(1920, 360),
  BANNER_TOP_LG: top(1280, 300),
  BANNER_TOP_MD: top(768, 240),
  BANNER_LEFT: SIDE,
  BANNER_RIGHT: SIDE,
  SCREEN_AD: [
    { place: 'screen', width: 1920, height: 1080, fit: 'cover' },
    { place: 'welcome', width: 1920, height: 1080, fit: 'contain' },
  ],
};

/** From this share of the picture cut away, the preview warns in words. */
export const CROP_WARNING_SHARE = 0.1;

/**
 * The share of a picture (0 to 1) a frame leaves out: `cover` keeps the frame's shape of it,
 * centred, and cuts the rest; `contain` shows it whole.
 */
export function croppedShare(picture: { width: number; height: number }, frame: BannerFrame): number {
  if (frame.fit === 'contain' || picture.width <= 0 || picture.height <= 0) return 0;
  const pictureRatio = picture.width / picture.height;
  const frameRatio = frame.width / frame.height;
  return 1 - Math.min(pictureRatio, frameRatio) / Math.max(pictureRatio, frameRatio);
}
