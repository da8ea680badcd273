import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { prescriptionsT as rt } from '@mostrador/shared/messages/es-MX-prescriptions';
import { IMAGE_MAX_PIXELS } from '@mostrador/shared/schemas/images-views';
import { PRESCRIPTION_MAX_SIDE, PRESCRIPTION_PDF_MAX_BYTES } from '@mostrador/shared/schemas/prescriptions';
import { AppError } from '../../lib/errors';
import { sniff } from '../images/index';

/** What is stored: a photo re-encoded to WebP without metadata, or a PDF as sent once checked. */
export interface CleanFile {
  data: Buffer;
  contentType: 'image/webp' | 'application/pdf';
}

const wrongType = () => new AppError(rt('rx.wrongType'), 415);
const damaged = () => new AppError(rt('rx.damaged'), 422);
/**
 * sharp's libvips reads HEIF coded with AV1 only; an iPhone's HEIC is HEVC, which it cannot decode
 * (patents keep HEVC out of its build). Said plainly, with the way to send it as JPG.
 */
const heicUnreadable = () => new AppError(rt('rx.heicUnreadable'), 415);

/** HEIC/HEIF (iPhones) by its `ftyp` box; read only when this server's libvips can. */
function isHeif(head: Buffer): boolean {
  if (head.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif'].includes(head.subarray(8, 12).toString('latin1'));
}

const isPdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';

/** Checks a prescription file by its bytes (never its name or declared type) and cleans it. */
export async function cleanPrescription(input: Buffer): Promise<CleanFile> {
  if (isPdf(input)) return { data: checkPdf(input), contentType: 'application/pdf' };
  const format = sniff(input);
  const heif = isHeif(input);
  if (!heif && (format === null || format === 'svg')) throw wrongType();
  return { data: await reencode(input, heif), contentType: 'image/webp' };
}

/**
 * Decoded with a pixel limit (a bomb is refused from its header before any decode), turned by its
 * EXIF orientation, cut to PRESCRIPTION_MAX_SIDE and written as WebP: sharp writes no metadata
 * unless asked, so EXIF (GPS, camera, time), XMP and ICC are gone.
 */
async function reencode(input: Buffer, heif: boolean): Promise<Buffer> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || !meta.width || !meta.height) throw heif ? heicUnreadable() : damaged();
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new AppError(rt('rx.tooManyPixels', { mp: IMAGE_MAX_PIXELS / 1_000_000 }), 422);
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: PRESCRIPTION_MAX_SIDE, height: PRESCRIPTION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
  } catch {
    throw heif ? heicUnreadable() : damaged();
  }
}

/** Names that make a PDF act on its own when opened (docs/security.md#recetas). */
const ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE)(?![A-Za-z0-9])/;
/** Inflated streams read at most this much in all (a compressed bomb stops here, refused). */
const INFLATE_BUDGET = 64 * 1024 * 1024;

/** `#xx` escapes in PDF names (`/J#61vaScript` is `/JavaScript`). */
const unescapeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const hasActive = (text: string) => ACTIVE.test(text) || ACTIVE.test(unescapeNames(text));

/**
 * A PDF is kept as sent only when its size fits and neither its objects nor any Flate stream
 * (object streams hide dictionaries there) names an action, script or embedded file.
 */
export function checkPdf(input: Buffer): Buffer {
  if (input.length > PRESCRIPTION_PDF_MAX_BYTES) {
    throw new AppError(rt('rx.tooLarge', { mb: PRESCRIPTION_PDF_MAX_BYTES / 1024 / 1024 }), 413);
  }
  const text = input.toString('latin1');
  if (!text.includes('%%EOF')) throw damaged();
  if (hasActive(text)) throw new AppError(rt('rx.pdfActive'), 422);
  let budget = INFLATE_BUDGET;
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(text); m !== null; m = streams.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let inflated: Buffer;
    try {
      inflated = inflateSync(input.subarray(start, end), { maxOutputLength: budget });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new AppError(rt('rx.pdfActive'), 422);
      continue; // not Flate (an image, plain text): the outer scan already read it
    }
    budget -= inflated.length;
    if (hasActive(inflated.toString('latin1'))) throw new AppError(rt('rx.pdfActive'), 422);
    streams.lastIndex = end;
  }
  return input;
}
