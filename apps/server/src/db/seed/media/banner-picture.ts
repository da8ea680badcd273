import type { BannerSeed } from '../data/banners';
import { BANNER_SIZES } from '../data/banners';
import { pharmacyMark } from './mark';
import { FONT, escapeXml, fitText, linearGradient, svgDocument, textBlock } from './svg';

/**
 * Promotional banner: gradient, soft circles, the brand mark as a watermark, headline, sub-line
 * and a call-to-action pill. Wide strips lay text out on the left; tall and square ones stack it.
 */
export function bannerSvg(banner: BannerSeed): string {
  const { width, height } = BANNER_SIZES[banner.type];
  const isWide = width / height > 2;
  const unit = Math.min(width, height);
  const decor =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.92}" cy="${height * 0.1}" r="${unit * 0.55}" fill="#ffffff" fill-opacity=".08"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 1.02}" r="${unit * 0.42}" fill="#ffffff" fill-opacity=".07"/>` +
    `<circle cx="${width * 0.05}" cy="${height * 0.95}" r="${unit * 0.3}" fill="#000000" fill-opacity=".06"/>`;
  const markSize = isWide ? height * 0.62 : unit * (height > width ? 0.36 : 0.26);
  const markX = isWide ? width - markSize - height * 0.3 : (width - markSize) / 2;
  const markY = isWide ? (height - markSize) / 2 : height * 0.07;
  const mark = `<g transform="translate(${markX} ${markY}) scale(${markSize / 100})">${pharmacyMark('#ffffff', banner.from)}</g>`;
  const text = isWide ? wideText(banner, width, height) : stackedText(banner, width, height, markY + markSize);
  return svgDocument(width, height, decor + mark + text, linearGradient('bg', banner.from, banner.to));
}

function wideText(b: BannerSeed, width: number, height: number): string {
  const left = height * 0.32;
  const textWidth = width * 0.62;
  const title = fitText(b.title, { maxWidth: textWidth, maxFont: Math.round(height * 0.2), minFont: 18, maxLines: 1, weight: 'bold' });
  const sub = fitText(b.subtitle, { maxWidth: textWidth, maxFont: Math.round(height * 0.09), minFont: 12, maxLines: 2 });
  const titleBlock = textBlock(title, left, height * 0.3 + title.fontSize * 0.5, { fill: '#ffffff', weight: 'bold', anchor: 'start' });
  const subBlock = textBlock(sub, left, titleBlock.bottom + sub.fontSize * 1.5, { fill: '#f2f6f8', anchor: 'start' });
  return titleBlock.svg + subBlock.svg + cta(b, left, subBlock.bottom + height * 0.08, height * 0.15, 'start');
}

function stackedText(b: BannerSeed, width: number, height: number, top: number): string {
  const pad = width * 0.09;
  const textWidth = width - pad * 2;
  const cx = width / 2;
  // The pill is pinned to the foot; title and sub-line share the height between mark and pill.
  const pillHeight = Math.max(40, height * 0.075);
  const pillTop = height - height * 0.07 - pillHeight;
  const textTop = top + height * 0.05;
  const budget = pillTop - height * 0.04 - textTop;
  const title = fitText(b.title, {
    maxWidth: textWidth,
    maxFont: Math.round(width * 0.085),
    minFont: 18,
    maxLines: 3,
    maxHeight: budget * 0.55,
    weight: 'bold',
  });
  const titleBlock = textBlock(title, cx, textTop + title.fontSize, { fill: '#ffffff', weight: 'bold' });
  const subTop = titleBlock.bottom + title.fontSize * 0.5;
  const sub = fitText(b.subtitle, {
    maxWidth: textWidth,
    maxFont: Math.round(width * 0.05),
    minFont: 13,
    maxLines: 4,
    maxHeight: pillTop - height * 0.04 - subTop,
  });
  const subBlock = textBlock(sub, cx, subTop + sub.fontSize, { fill: '#f2f6f8' });
  return titleBlock.svg + subBlock.svg + cta(b, cx, pillTop, pillHeight, 'middle');
}

/** Call-to-action pill; `x` is its left edge or its centre depending on `anchor`. */
function cta(b: BannerSeed, x: number, top: number, pillHeight: number, anchor: 'start' | 'middle'): string {
  const fontSize = Math.round(Math.max(13, pillHeight * 0.42));
  const pillWidth = b.cta.length * fontSize * 0.64 + pillHeight * 1.1;
  const left = anchor === 'start' ? x : x - pillWidth / 2;
  return (
    `<rect x="${left}" y="${top}" width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#ffffff"/>` +
    `<text x="${left + pillWidth / 2}" y="${top + pillHeight / 2 + fontSize * 0.36}" ${FONT} font-size="${fontSize}" font-weight="bold" fill="${b.from}" text-anchor="middle">${escapeXml(b.cta)} ›</text>`
  );
}
