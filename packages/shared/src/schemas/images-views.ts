import * as z from 'zod/mini';
import { BannerTypeSchema, type BannerType } from './company';
import { described, OkSchema } from './common';

/*
 * Image management's answers and slot sizes, apart from the requests (images.ts) so the web
 * parses answers without pulling the request validators into its zod chunk (decision 021).
 */

/** Largest file an upload may send (bytes); more is refused before it is read to the end. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Largest picture in pixels (width × height) sharp decodes: a 12-megapixel photo fits, a pixel bomb does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Where a picture goes: each slot has the sizes the storefront shows it at. The first is the stored
 * path; the others are its smaller widths, named after the width (format/picture-widths.ts).
 */
export type ImageSlot = 'LOGO' | BannerType | 'PRODUCT' | 'BACKGROUND';

export interface SlotSize {
  width: number;
  height: number;
  /**
   * inside: fits within this size, proportions kept. outside: the whole picture, proportions
   * kept, scaled to cover this size (at most OUTSIDE_MAX_TIMES it on either side); the place that
   * shows it crops it to the slot's shape, as the banner's crop preview shows (decision 056).
   */
  fit: 'inside' | 'outside';
}

/** A banner kept whole is cut, centred, to at most this many times its slot's width or height. */
export const OUTSIDE_MAX_TIMES = 3;

const whole = (width: number, height: number): SlotSize[] => [{ width, height, fit: 'outside' }];

/** The sizes the storefront shows each slot at (banners: the home's BANNER_SIZES; SCREEN_AD: the 16:9 in-store screen). */
export const SLOT_SIZES: Record<ImageSlot, SlotSize[]> = {
  LOGO: [{ width: 1024, height: 512, fit: 'inside' }],
  BANNER_TOP_XL: whole(1920, 360),
  BANNER_TOP_LG: whole(1280, 300),
  BANNER_TOP_MD: whole(768, 240),
  BANNER_LEFT: whole(300, 600),
  BANNER_RIGHT: whole(300, 600),
  SCREEN_AD: whole(1920, 1080),
  // A tile is ~180 px wide on a phone (320 at 1.75×), the product page's picture ~360 px (640).
  PRODUCT: [
    { width: 640, height: 640, fit: 'inside' },
    { width: 320, height: 320, fit: 'inside' },
    { width: 480, height: 480, fit: 'inside' },
  ],
  BACKGROUND: [
    { width: 1920, height: 1080, fit: 'inside' },
    { width: 960, height: 540, fit: 'inside' },
  ],
};

export const AdminBannerSchema = z.object({
  ID: z.int(),
  TYPE: BannerTypeSchema,
  IMAGE: z.string(),
  TITLE: z.string(),
  LINK: z.string(),
  POSITION: z.int(),
  ACTIVE: described(z.boolean(), 'Publicado; false: borrador (no se muestra). Se cambia con banners/publish y banners/unpublish'),
  STARTS_AT: z.nullable(z.string()),
  ENDS_AT: z.nullable(z.string()),
  /** Shown on the storefront right now (published and within its dates). */
  SHOWING: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

export const ImagesOverviewResponseSchema = z.object({
  ok: OkSchema,
  LOGO: z.string(),
  banners: z.array(AdminBannerSchema),
  FOLDERS: described(z.array(z.string()), 'Carpetas de fondos de los temas'),
});
export type ImagesOverviewResponse = z.infer<typeof ImagesOverviewResponseSchema>;

export const BannerResponseSchema = z.object({ ok: OkSchema, banner: AdminBannerSchema });
export const LogoResponseSchema = z.object({ ok: OkSchema, LOGO: z.string() });
export const DoneResponseSchema = z.object({ ok: OkSchema });

export const ProductPicturesResponseSchema = z.object({
  ok: OkSchema,
  SKU: z.string(),
  NAME: z.string(),
  IMAGES: described(z.array(z.string()), 'La primera es la imagen principal'),
});
export type ProductPicturesResponse = z.infer<typeof ProductPicturesResponseSchema>;
export const BackgroundsListResponseSchema = z.object({ ok: OkSchema, FOLDER: z.string(), PATHS: z.array(z.string()) });
export type BackgroundsListResponse = z.infer<typeof BackgroundsListResponseSchema>;
