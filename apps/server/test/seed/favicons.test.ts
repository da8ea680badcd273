import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZES_PX } from '@mostrador/shared/constants/limits';
import { FAVICON_DIR, buildIco, renderIcon } from '../../src/seed/generate-favicons';

/** Reads an .ico's directory back: what a browser does before picking an image. */
function readIco(ico: Buffer): { size: number; png: Buffer }[] {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + i * 16;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + length) };
  });
}

describe('favicons', () => {
  it.each(['light', 'dark'] as const)('the committed %s set has every PNG size and an .ico holding them', async (variant) => {
    for (const size of FAVICON_SIZES_PX) {
      const meta = await sharp(path.join(FAVICON_DIR, `favicon-${variant}-${size}.png`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    const images = readIco(await readFile(path.join(FAVICON_DIR, `favicon-${variant}.ico`)));
    expect(images.map((i) => i.size).sort((a, b) => a - b)).toEqual([...FAVICON_SIZES_PX].sort((a, b) => a - b));
    for (const { size, png } of images) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.channels]).toEqual(['png', size, 4]);
    }
  });

  it('light icons are dark on light and dark icons light on dark', async () => {
    const mean = async (variant: 'light' | 'dark') =>
      (
        await sharp(await renderIcon(32, variant))
          .flatten({ background: '#808080' })
          .stats()
      ).channels[0]?.mean ?? 0;
    expect(await mean('light')).toBeGreaterThan(await mean('dark'));
  });

  it('buildIco lays out header, directory and image data', () => {
    const ico = buildIco([
      { size: 16, png: Buffer.from('abc') },
      { size: 256, png: Buffer.from('de') },
    ]);
    expect(ico.length).toBe(6 + 32 + 5);
    expect(readIco(ico).map((i) => [i.size, i.png.toString()])).toEqual([
      [16, 'abc'],
      [256, 'de'],
    ]);
    expect(() => buildIco([{ size: 300, png: Buffer.alloc(1) }])).toThrow();
  });
});
