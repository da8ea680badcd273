import { describe, expect, it } from 'vitest';
import { extraWidthPath, multiWidthPath, pictureSrcSet, pictureWidths } from '../../src/format/picture-widths';

describe('picture widths named in the path (decision 043)', () => {
  it('lists every width, smallest first, the largest being the stored file', () => {
    expect(pictureWidths('products/A-1.w320-480-600.webp')).toEqual([
      { width: 320, path: 'products/A-1.320w.webp' },
      { width: 480, path: 'products/A-1.480w.webp' },
      { width: 600, path: 'products/A-1.w320-480-600.webp' },
    ]);
    expect(multiWidthPath('products/A-1', [320, 480, 600])).toBe('products/A-1.w320-480-600.webp');
    expect(extraWidthPath('products/A-1', 320)).toBe('products/A-1.320w.webp');
  });

  it('any other name is one picture in one width: no srcset', () => {
    for (const path of [
      'products/A-1.webp',
      'products/0123456789abcdef.webp',
      'x.w600.webp',
      'x.w600-320.webp',
      'x.w0-320.webp',
      'x.w320-480.png',
    ]) {
      expect(pictureWidths(path), path).toBeNull();
      expect(pictureSrcSet('/media/', path), path).toBeUndefined();
    }
    expect(multiWidthPath('products/A-1', [640])).toBe('products/A-1.webp');
  });

  it('writes the srcset under the media base', () => {
    expect(pictureSrcSet('/media/', 'p/x.w320-640.webp')).toBe('/media/p/x.320w.webp 320w, /media/p/x.w320-640.webp 640w');
  });
});
