/*
 * Pictures stored in several widths say so in their own name (decision 043), so the storefront
 * writes a `srcset` without asking which files exist, and older pictures keep working as one file:
 * the stored path is `<stem>.w<w1>-<w2>-…-<wN>.webp`, widths ascending, the last being that file's
 * own width; each smaller width sits beside it as `<stem>.<w>w.webp`. Any other name is a picture
 * in a single width.
 */

const MULTI_WIDTH = /^(.+)\.w(\d{1,5}(?:-\d{1,5})+)\.webp$/;

export interface PictureWidth {
  /** Path relative to the media base, as stored. */
  path: string;
  width: number;
}

/** The name of a picture's extra (smaller) width. */
export const extraWidthPath = (stem: string, width: number): string => `${stem}.${width}w.webp`;

/** The stored name for a picture in these widths (ascending, the largest is the file itself). */
export function multiWidthPath(stem: string, widths: readonly number[]): string {
  return widths.length < 2 ? `${stem}.webp` : `${stem}.w${widths.join('-')}.webp`;
}

/** Every width a stored picture has, smallest first; null for a single-width picture. */
export function pictureWidths(path: string): PictureWidth[] | null {
  const match = MULTI_WIDTH.exec(path);
  if (!match) return null;
  const stem = match[1]!;
  const widths = match[2]!.split('-').map(Number);
  if (widths.some((w, i) => w <= 0 || (i > 0 && w <= widths[i - 1]!))) return null;
  const last = widths.length - 1;
  return widths.map((width, i) => ({ width, path: i === last ? path : extraWidthPath(stem, width) }));
}

/** The `srcset` of a stored picture under `base` (the company's img_url); undefined when it has one width. */
export function pictureSrcSet(base: string, path: string): string | undefined {
  return pictureWidths(path)
    ?.map((p) => `${base}${p.path} ${p.width}w`)
    .join(', ');
}

/**
 * The product page's picture `sizes` (apps/web catalogue.module.css .detailPicture: the page's
 * width on a phone, at most 420 px): the page and the server's preload of it must ask alike.
 */
export const PRODUCT_PAGE_PICTURE_SIZES = '(max-width: 460px) 100vw, 420px';
