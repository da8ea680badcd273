import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPACING } from '@mostrador/shared/constants/limits';
import { contrastRatio, MIN_TEXT_CONTRAST, parseColor, WHITE } from '../../src/shared/theme/color';
import { SYSTEM_FONT } from '../../src/shared/theme/mantine-palette';

const css = readFileSync(join(import.meta.dirname, '../../src/app/global.css'), 'utf8');

describe('global.css', () => {
  it('declares the spacing scale of docs/product.md#constants-and-limits exactly as SPACING (xs 2, sm 4, md 8, lg 16, xl 24 px)', () => {
    const declared = Object.fromEntries([...css.matchAll(/--space-(\w+):\s*(\d+)px/g)].map((m) => [m[1], Number(m[2])]));
    expect(declared).toEqual(SPACING);
  });

  it("paints in the theme's font before any script: the same stack as SYSTEM_FONT, body and headings", () => {
    const normal = (stack: string) => stack.replaceAll("'", '"').replace(/\s+/g, ' ').trim();
    for (const name of ['--mantine-font-family', '--mantine-font-family-headings']) {
      const declared = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1] ?? '';
      expect(normal(declared), name).toBe(normal(SYSTEM_FONT));
    }
  });

  it('makes dimmed text readable: at least 4.5:1 on white and on the dark body', () => {
    const light = /scheme='light'\]\s*\{\s*--mantine-color-dimmed:\s*(#[0-9a-f]{6})/i.exec(css)?.[1] ?? '';
    const dark = /scheme='dark'\]\s*\{\s*--mantine-color-dimmed:\s*(#[0-9a-f]{6})/i.exec(css)?.[1] ?? '';
    const darkBody = parseColor('#242424');
    const [l, d] = [parseColor(light), parseColor(dark)];
    if (!l || !d || !darkBody) throw new Error('dimmed colours missing');
    expect(contrastRatio(l, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(d, darkBody)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
