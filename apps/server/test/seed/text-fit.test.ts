import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/seed/catalogue';
import { BANNERS } from '../../src/seed/data/banners';
import { COMPANY } from '../../src/seed/data/company';
import { demoPictureJobs } from '../../src/seed/demo-media';
import type { FontWeight, TextBox } from '../../src/seed/media/svg';
import { ASCENT_EM, DESCENT_EM, FONT, blockHeight, escapeXml, fitText, textWidth } from '../../src/seed/media/svg';
import { seededRandom } from '../../src/seed/random';

/** Asserts the fitted block stays inside `box` by the same width estimate the layout uses. */
function expectInside(text: string, box: TextBox) {
  const fitted = fitText(text, box);
  const weight = box.weight ?? 'normal';
  expect(fitted.fontSize).toBeGreaterThan(0);
  expect(fitted.fontSize).toBeLessThanOrEqual(box.maxFont);
  expect(fitted.lines.length).toBeLessThanOrEqual(box.maxLines ?? Infinity);
  for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize, weight)).toBeLessThanOrEqual(box.width);
  expect(fitted.height).toBe(blockHeight(fitted.lines.length, fitted.fontSize));
  expect(fitted.height).toBeLessThanOrEqual(box.height);
  // Nothing is dropped or reordered: only the break points differ.
  expect(fitted.lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  return fitted;
}

describe('fitText', () => {
  const samples = [
    COMPANY.name,
    COMPANY.slogan,
    ...BANNERS.flatMap((b) => [b.title, b.subtitle, b.cta]),
    ...buildDemoCatalogue().pictures.flatMap((p) => [p.name, p.presentation]),
  ];

  it('never lets a block exceed its box, over the demo texts and random boxes', () => {
    const random = seededRandom(7);
    for (const [i, text] of samples.entries()) {
      const box: TextBox = {
        width: 60 + random() * 700,
        height: 20 + random() * 300,
        maxFont: 10 + Math.round(random() * 70),
        maxLines: 1 + Math.floor(random() * 4),
        weight: i % 2 ? 'bold' : 'normal',
      };
      expectInside(text, box);
    }
  });

  it('shrinks the font for a long word rather than overflow', () => {
    const box: TextBox = { width: 124, height: 80, maxFont: 40, maxLines: 2, weight: 'bold' };
    const short = expectInside('Gel', box);
    const long = expectInside('Esternocleidomastoideo', box);
    expect(short.fontSize).toBe(40);
    expect(long.fontSize).toBeLessThan(16);
    expect(long.lines).toEqual(['Esternocleidomastoideo']);
    // Even a box far too small for any legible size gets text that fits, not an overflow.
    expectInside('Esternocleidomastoideo', { width: 30, height: 40, maxFont: 40 });
  });

  it('wraps before shrinking and balances the lines', () => {
    const box: TextBox = { width: 660, height: 200, maxFont: 40, maxLines: 3 };
    const fitted = expectInside('Tus medicamentos a domicilio en menos de 60 minutos', box);
    expect(fitted.fontSize).toBe(40);
    expect(fitted.lines).toEqual(['Tus medicamentos a domicilio', 'en menos de 60 minutos']);
  });

  it('keeps no-break spaces together and breaks a compound only when that pays', () => {
    expect(fitText('Suspensión 400\u00a0ml', { width: 120, height: 100, maxFont: 20, maxLines: 3 }).lines).toEqual([
      'Suspensión',
      '400\u00a0ml',
    ]);
    const box: TextBox = { width: 184, height: 100, maxFont: 40, maxLines: 2, weight: 'bold' };
    expect(expectInside('Amoxicilina/Ácido', box).lines).toEqual(['Amoxicilina/', 'Ácido']);
    // Whole, it fits one line at 31 px; broken, two lines of 21 px in a short box but 40 px in a tall one.
    expect(expectInside('Alka-Seltzer', { ...box, width: 224, height: 50 }).lines).toEqual(['Alka-Seltzer']);
    expect(expectInside('Alka-Seltzer', { ...box, width: 224, height: 100 }).lines).toEqual(['Alka-', 'Seltzer']);
  });

  it('estimates no narrower than DejaVu Sans renders', async () => {
    const texts = [
      'Farmacias Mostrador',
      'ÁÉÍÓÚ ÑÜ ¿¡ mwMW 1 200 000 UI',
      'Tu farmacia de confianza, hasta la puerta de tu casa',
      'iiil.,;:',
    ];
    for (const weight of ['normal', 'bold'] as FontWeight[]) {
      for (const text of texts) {
        const size = 40;
        const estimate = textWidth(text, size, weight);
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(estimate + 80)}" height="80"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="55" ${FONT} font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text></svg>`;
        const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 10 }).toBuffer({ resolveWithObject: true });
        expect(info.width, `${weight} "${text}"`).toBeLessThanOrEqual(estimate);
      }
    }
  });
});

describe('generated demo pictures', () => {
  it('keep every line of text on the canvas, at a legible size', () => {
    const jobs = demoPictureJobs(buildDemoCatalogue()).filter((j) => !j.path.startsWith('themes/'));
    expect(jobs.length).toBeGreaterThan(300);
    let lines = 0;
    for (const job of jobs) {
      const svg = job.svg();
      const [, width = 0, height = 0] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)?.map(Number) ?? [];
      for (const [, attrs = '', body = ''] of svg.matchAll(/<text ([^>]*)>(.*?)<\/text>/g)) {
        const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
        const size = Number(attr('font-size'));
        const weight = attr('font-weight') === 'bold' ? 'bold' : 'normal';
        const tspans = [...body.matchAll(/<tspan x="([\d.]+)" y="([\d.]+)">(.*?)<\/tspan>/g)].map((m) => [m[1], m[2], m[3]]);
        for (const [x, y, text] of tspans.length ? tspans : [[attr('x'), attr('y'), body]]) {
          const w = textWidth(unescape(text ?? ''), size, weight);
          const left = attr('text-anchor') === 'middle' ? Number(x) - w / 2 : Number(x);
          const where = `${job.path}: "${text}"`;
          expect(size, where).toBeGreaterThanOrEqual(11);
          expect(left, where).toBeGreaterThanOrEqual(0);
          expect(left + w, where).toBeLessThanOrEqual(width);
          expect(Number(y) - size * ASCENT_EM, where).toBeGreaterThanOrEqual(0);
          expect(Number(y) + size * DESCENT_EM, where).toBeLessThanOrEqual(height);
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });
});

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '');
}
