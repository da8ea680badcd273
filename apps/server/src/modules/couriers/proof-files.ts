import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { IMAGE_MAX_PIXELS } from '@mostrador/shared/schemas/images-views';
import { DELIVERY_FILE_MAX_BYTES, DELIVERY_PHOTO_MAX_SIDE } from '@mostrador/shared/schemas/couriers';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { createLocalStorage, createS3Storage, sniff, type MediaStorage } from '../images/index';

/** A signature is a line drawing: kept small. */
const SIGNATURE_MAX_SIDE = 800;
const badFile = () => new AppError(courierT('courier.badFile'), 422);
const tooLarge = () => new AppError(courierT('courier.tooLarge', { mb: DELIVERY_FILE_MAX_BYTES / 1024 / 1024 }), 413);

/**
 * Where a delivery's photo and signature live (decision 075, like prescriptions in decision 070): `DATA_DIR/private/
 * deliveries/` or the bucket's `private/deliveries/` prefix, never under `/media`.
 */
export function createProofStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): MediaStorage {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'private', 'deliveries'));
  const bucket = createS3Storage(config.s3);
  const at = (key: string) => `private/deliveries/${key}`;
  return {
    kind: 's3',
    put: (key, body, type) => bucket.put(at(key), body, type),
    remove: (keys) => bucket.remove(keys.map(at)),
    get: (key) => bucket.get(at(key)),
  };
}

export const newProofKey = (now = new Date()) => `${now.toISOString().slice(0, 7)}/${randomBytes(20).toString('hex')}.webp`;

/**
 * A photo or signature checked by its bytes (JPEG, PNG or WebP; never SVG or anything else), decoded with a pixel
 * limit, turned by EXIF, cut to size and written as WebP without metadata (no GPS, no camera).
 */
export async function cleanProofImage(input: Buffer, kind: 'photo' | 'signature'): Promise<Buffer> {
  const format = sniff(input);
  if (format === null || format === 'svg') throw badFile();
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.width * meta.height > IMAGE_MAX_PIXELS) throw badFile();
  const side = kind === 'photo' ? DELIVERY_PHOTO_MAX_SIDE : SIGNATURE_MAX_SIDE;
  try {
    const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' }).rotate();
    // A signature drawn on a transparent canvas stays readable on a white page.
    const flat = kind === 'signature' ? image.flatten({ background: '#ffffff' }) : image;
    return await flat
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  } catch {
    throw badFile();
  }
}

export interface DeliveredUpload {
  fields: Record<string, string>;
  photo: Buffer | null;
  signature: Buffer | null;
}

/** The multipart «Entregado»: its text fields, and at most one `photo` and one `signature`, each cut off at the limit. */
export async function readDeliveredUpload(req: FastifyRequest): Promise<DeliveredUpload> {
  if (!req.isMultipart()) throw new AppError(courierT('courier.notMultipart'), 415);
  if (Number(req.headers['content-length'] ?? 0) > 2 * DELIVERY_FILE_MAX_BYTES + 64 * 1024) throw tooLarge();
  const upload: DeliveredUpload = { fields: {}, photo: null, signature: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === 'photo' || part.fieldname === 'signature') upload[part.fieldname] = data.length > 0 ? data : null;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code.startsWith('FST_')) throw new AppError(courierT('courier.notMultipart'), 400);
    throw error;
  }
  return upload;
}
