/*
 * A picture's share card (issue 36, decision 082): what a link preview (WhatsApp, Facebook, X)
 * shows. 1200 × 630 JPEG, the stored picture centred on white, made the first time it is asked
 * for and stored beside the other copies. Its name is the picture's own under `share/`, `.jpg`
 * instead of `.webp`, so each card belongs to one version of one picture and never changes.
 */

/** The card's size: 1.91:1, what Facebook, WhatsApp and X's large card show without cropping. */
export const SHARE_PICTURE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const SHARE_DIR = 'share/';
/** The stored pictures a card may be made of: products' and the company's (the logo). */
const SOURCE = /^(?:products|company)\/[^]*\.webp$/;

/** The card's media path for a stored picture; null when that picture has none (not WebP, not a product's or the logo). */
export function sharePicturePath(path: string): string | null {
  return SOURCE.test(path) ? `${SHARE_DIR}${path.slice(0, -'.webp'.length)}.jpg` : null;
}

/** The stored picture a card is made of; null when `key` names no card. */
export function sharePictureSource(key: string): string | null {
  if (!key.startsWith(SHARE_DIR) || !key.endsWith('.jpg')) return null;
  const source = `${key.slice(SHARE_DIR.length, -'.jpg'.length)}.webp`;
  return SOURCE.test(source) ? source : null;
}
