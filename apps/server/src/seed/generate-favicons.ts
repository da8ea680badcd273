/**
 * Writes the web app's favicon sets (docs/product.md#themes: light and dark, PNG 128/96/32/16 plus .ico) to
 * apps/web/public/icons. Run after changing the mark: `npx tsx apps/server/src/seed/generate-favicons.ts`.
 * The files are committed, so neither the build nor the server needs to run this.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { FAVICON_SIZES_PX } from '@mostrador/shared/constants/limits';
import { iconSvg } from './media/mark';

export const FAVICON_DIR = fileURLToPath(new URL('../../../web/public/icons/', import.meta.url));

/** Light variant: dark mark on a light tile; dark variant: light mark on a dark tile. */
export const FAVICON_VARIANTS = {
  light: { mark: '#0b5e43', tile: '#eef6f2' },
  dark: { mark: '#bff3dc', tile: '#0f1720' },
} as const;

export interface IconImage {
  size: number;
  png: Buffer;
}

/**
 * An .ico holding PNG images (allowed since Windows Vista, read by every browser): a 6-byte
 * header, one 16-byte directory entry per image, then the PNG files as they are.
 */
export function buildIco(images: readonly IconImage[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`ICO images are 1–256 px, got ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

export async function renderIcon(size: number, variant: keyof typeof FAVICON_VARIANTS): Promise<Buffer> {
  const { mark, tile } = FAVICON_VARIANTS[variant];
  // Full RGBA, not a palette: PNGs inside an .ico are read as 32-bit images.
  return sharp(Buffer.from(iconSvg(size, mark, tile)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes favicon-<variant>-<size>.png and favicon-<variant>.ico for both variants; returns the paths. */
export async function generateFavicons(outDir = FAVICON_DIR): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const variant of Object.keys(FAVICON_VARIANTS) as (keyof typeof FAVICON_VARIANTS)[]) {
    const images = await Promise.all(FAVICON_SIZES_PX.map(async (size) => ({ size, png: await renderIcon(size, variant) })));
    for (const { size, png } of images) {
      const file = path.join(outDir, `favicon-${variant}-${size}.png`);
      await writeFile(file, png);
      written.push(file);
    }
    const ico = path.join(outDir, `favicon-${variant}.ico`);
    await writeFile(ico, buildIco([...images].sort((a, b) => a.size - b.size)));
    written.push(ico);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await generateFavicons();
  console.log(`Favicons escritos:\n${files.map((f) => `  ${path.relative(process.cwd(), f)}`).join('\n')}`);
}
