import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  OUTSIDE_MAX_TIMES,
  SLOT_SIZES,
  type ImageSlot,
  type SlotSize,
} from '@mostrador/shared/schemas/images';
import { imagesT } from '@mostrador/shared/messages/es-MX-images';
import { AppError } from '../../lib/errors';

/** The formats an upload may be, told by their first bytes (never by the name or the declared type). */
export type SniffedFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** JPEG, PNG or WebP by magic bytes; 'svg' for text that looks like SVG/XML; null for anything else. */
export function sniff(head: Buffer): SniffedFormat | 'svg' | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  const text = head
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg')) || text.startsWith('<!doctype svg')) return 'svg';
  return null;
}

/** One encoded size of a picture. */
export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** First 16 hex digits of the main rendition's SHA-256: the version part of its name. */
  hash: string;
  /** The main size first, then each smaller width once, narrowest first. */
  renditions: Rendition[];
}

/**
 * At most `limit` pictures are decoded at once (each 12-megapixel decode holds ~50 MB), the rest
 * wait in line; with the line full the upload is refused (503) instead of growing memory.
 */
export function createLimiter(limit: number, maxQueue: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (queue.length >= maxQueue) throw new AppError(imagesT('images.busy'), 503, { retryAfterMs: 5_000 });
      await new Promise<void>((resolve) => queue.push(resolve));
    } else running++;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
}

// libvips' own thread pool per operation and its operation cache: small and off, so memory stays
// bounded by the limiter above rather than by what libvips decides to keep.
sharp.concurrency(1);
sharp.cache(false);

const refuse = (code: Parameters<typeof imagesT>[0], params?: Record<string, string | number>) =>
  new AppError(params ? (imagesT as (c: string, p: object) => string)(code, params) : imagesT(code as 'images.notImage'), 400);

export const tooLarge = () => refuse('images.tooLarge', { mb: Math.round(IMAGE_MAX_BYTES / 1024 / 1024) });

/** Extra sizes as narrower than the main one, one per width (a small original gives fewer, not copies). */
function smallerWidths(extras: Rendition[], mainWidth: number): Rendition[] {
  const byWidth = new Map(extras.filter((r) => r.width < mainWidth).map((r) => [r.width, r]));
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/**
 * sharp's resize for one slot size. `inside`: within the box, never enlarged. `outside` (banners):
 * the whole picture scaled to cover the box, so the storefront crops it where it shows it, as the
 * crop preview shows; a picture far off the slot's shape is first cut, centred as the storefront
 * centres it, to OUTSIDE_MAX_TIMES the box on that side (bytes nobody would see).
 */
export function resizeFor(size: SlotSize, source: { width: number; height: number }) {
  if (size.fit === 'inside') return { width: size.width, height: size.height, fit: 'inside' as const, withoutEnlargement: true };
  const scale = Math.max(size.width / source.width, size.height / source.height);
  return {
    width: Math.min(Math.max(1, Math.round(source.width * scale)), size.width * OUTSIDE_MAX_TIMES),
    height: Math.min(Math.max(1, Math.round(source.height * scale)), size.height * OUTSIDE_MAX_TIMES),
    fit: 'cover' as const,
    position: 'centre' as const,
  };
}

/**
 * Checks an upload and re-encodes it to WebP in the slot's sizes: content sniffed, header read
 * for the pixel count before any decode (a 30,000 × 30,000 PNG is refused from its header),
 * decoded with sharp's pixel limit and truncation check, orientation applied, metadata dropped.
 */
export async function processImage(input: Buffer, slot: ImageSlot): Promise<ProcessedImage> {
  const format = sniff(input);
  if (format === 'svg') throw refuse('images.svg');
  if (format === null) throw refuse('images.notImage');
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' as const, sequentialRead: true };
  // The header alone (no decode, no pixel limit yet): a bomb is told by its stated size.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw refuse('images.damaged');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    throw refuse('images.tooManyPixels', { width: meta.width, height: meta.height, mp: IMAGE_MAX_PIXELS / 1_000_000 });
  }
  const renditions: Rendition[] = [];
  try {
    // Decoded once (oriented, in sRGB); every size is cut from that copy.
    const { data, info } = await sharp(input, options).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const size of SLOT_SIZES[slot]) {
      const out = await sharp(data, raw)
        .resize(resizeFor(size, info))
        .webp({ quality: slot === 'LOGO' ? 90 : 80, alphaQuality: 90, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: out.info.width, height: out.info.height, data: out.data });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('images.damaged');
  }
  const [main, ...extras] = renditions;
  const hash = createHash('sha256').update(main!.data).digest('hex').slice(0, 16);
  return { hash, renditions: [main!, ...smallerWidths(extras, main!.width)] };
}
