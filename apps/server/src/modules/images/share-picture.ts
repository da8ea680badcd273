import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { SHARE_PICTURE, sharePictureSource } from '@mostrador/shared/format/share-picture';
import { IMAGE_MAX_PIXELS } from '@mostrador/shared/schemas/images';
import { createLimiter } from './pipeline';
import { isPublicKey, type MediaStorage, type StoredObject } from './storage';

/** The longest media key a card may have: stored names are far shorter (a SKU directory is ≤ 80). */
const MAX_KEY_LENGTH = 300;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * A 1200 × 630 card: the picture, never enlarged, centred on white (transparency on white too).
 * Stored pictures are at most 640 px wide (decision 043) and the original is not kept, so an
 * enlargement would only blur; a preview scales the card as a whole.
 */
export async function makeShareCard(source: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_PICTURE;
  const picture = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: WHITE } })
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

export interface SharePicturesDeps {
  storage: MediaStorage;
  /** A stored object from the configured storage, else the local media directory (media.ts). */
  find: (key: string) => Promise<StoredObject | null>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export type SharePicture = { body: StoredObject['body'] | Buffer; size: number | null };

/**
 * Share cards made on demand (decision 082): served from storage once made; the first request
 * makes the card, stores it, and answers with its bytes. Requests for one card while it is being
 * made wait for that one making (per instance), and the making itself looks in storage first, so
 * a card finished a moment earlier is never made twice. null: no such card (or no such picture).
 */
export function createSharePictures({ storage, find, log }: SharePicturesDeps) {
  const making = new Map<string, Promise<Buffer | null>>();
  // Small pictures (≤ 640 px) decode in milliseconds; one at a time keeps the upload line free.
  const limit = createLimiter(1, 64);

  const make = async (key: string, source: string): Promise<Buffer | null> => {
    const stored = await find(key);
    if (stored) return buffer(stored.body);
    const original = await find(source);
    if (!original) return null;
    const bytes = await buffer(original.body);
    // A full line (503, busy) is the caller's answer; a picture sharp cannot read is no card (404).
    const card = await limit(() =>
      makeShareCard(bytes).catch((error: unknown) => {
        log.warn({ err: error, source }, 'share card: the picture could not be read');
        return null;
      }),
    );
    if (!card) return null;
    // Stored whole or not at all (storage.ts): a reader never gets half a card.
    await storage.put(key, card, SHARE_PICTURE.type).then(
      () => log.info({ key }, 'share card made'),
      (error: unknown) => log.warn({ err: error, key }, 'share card not stored; answered anyway'),
    );
    return card;
  };

  return {
    async get(key: string): Promise<SharePicture | null> {
      const source = key.length <= MAX_KEY_LENGTH && isPublicKey(key) ? sharePictureSource(key) : null;
      if (!source) return null;
      const stored = await find(key);
      if (stored) return { body: stored.body, size: stored.size };
      let job = making.get(key);
      if (!job) {
        job = make(key, source).finally(() => making.delete(key));
        making.set(key, job);
      }
      const card = await job;
      return card && { body: card, size: card.length };
    },
  };
}

export type SharePictures = ReturnType<typeof createSharePictures>;
