import type { BannerSeed } from '../data/banners';
import { BANNER_SIZES } from '../data/banners';
import { pharmacyMark } from './mark';
import { fitText, linearGradient, svgDocument, textBlock } from './svg';

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
  const text = isWide ? wideText(banner, width, height, markX) : stackedText(banner, width, height, markY + markSize);
  return svgDocument(width, height, decor + mark + text, linearGradient('bg', banner.from, banner.to));
}

/**
 * Wide strips: title, sub-line and pill stacked on the left, between the left edge and the
 * mark, the group centred vertically. The title may take two lines on the narrower strips.
 */
function wideText(b: BannerSeed, width: number, height: number, markX: number): string {
  const left = height * 0.32;
  const textWidth = markX - height * 0.25 - left;
  const padY = height * 0.13;
  const pillHeight = Math.round(height * 0.15);
  const pillGap = height * 0.07;
  const textHeight = height - 2 * padY - pillHeight - pillGap;
  const title = fitText(b.title, {
    width: textWidth,
    height: textHeight * 0.62,
    maxFont: Math.round(height * 0.2),
    maxLines: 2,
    weight: 'bold',
  });
  const sub = fitText(b.subtitle, {
    width: textWidth,
    height: textHeight - title.height,
    maxFont: Math.round(Math.min(height * 0.09, title.fontSize * 0.6)),
    maxLines: 2,
  });
  const gap = sub.fontSize * 0.3;
  const top = (height - (title.height + gap + sub.height + pillGap + pillHeight)) / 2;
  const titleBlock = textBlock(title, left, top, { fill: '#ffffff', anchor: 'start' });
  const subBlock = textBlock(sub, left, titleBlock.bottom + gap, { fill: '#f2f6f8', anchor: 'start' });
  return titleBlock.svg + subBlock.svg + cta(b, left, subBlock.bottom + pillGap, pillHeight, textWidth, 'start');
}

/**
 * Skyscrapers and the square pop-up: the mark on top, the pill pinned to the foot, and title
 * and sub-line centred in the space between them.
 */
function stackedText(b: BannerSeed, width: number, height: number, markBottom: number): string {
  const textWidth = width * 0.84;
  const cx = width / 2;
  const pillHeight = Math.round(Math.max(40, height * 0.075));
  const pillTop = height - height * 0.07 - pillHeight;
  const regionTop = markBottom + height * 0.04;
  const regionHeight = pillTop - height * 0.04 - regionTop;
  // Skyscrapers are narrow: a relatively larger title still wraps into a few short lines.
  const titleMax = Math.round(width * (height > width ? 0.13 : 0.1));
  const title = fitText(b.title, { width: textWidth, height: regionHeight * 0.6, maxFont: titleMax, maxLines: 3, weight: 'bold' });
  const sub = fitText(b.subtitle, {
    width: textWidth,
    height: regionHeight - title.height,
    maxFont: Math.round(Math.min(width * 0.065, title.fontSize * 0.6)),
    maxLines: 4,
  });
  const gap = sub.fontSize * 0.5;
  const top = regionTop + (regionHeight - (title.height + gap + sub.height)) / 2;
  const titleBlock = textBlock(title, cx, top, { fill: '#ffffff' });
  const subBlock = textBlock(sub, cx, titleBlock.bottom + gap, { fill: '#f2f6f8' });
  return titleBlock.svg + subBlock.svg + cta(b, cx, pillTop, pillHeight, textWidth, 'middle');
}

/** Call-to-action pill no wider than `maxWidth`; `x` is its left edge or its centre depending on `anchor`. */
function cta(b: BannerSeed, x: number, top: number, pillHeight: number, maxWidth: number, anchor: 'start' | 'middle'): string {
  const padX = pillHeight * 0.55;
  const label = fitText(`${b.cta} ›`, {
    width: maxWidth - 2 * padX,
    height: pillHeight * 0.62,
    maxFont: Math.round(Math.max(13, pillHeight * 0.42)),
    maxLines: 1,
    weight: 'bold',
  });
  const pillWidth = label.width + 2 * padX;
  const left = anchor === 'start' ? x : x - pillWidth / 2;
  return (
    `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${pillHeight}" rx="${pillHeight / 2}" fill="#ffffff"/>` +
    textBlock(label, left + pillWidth / 2, top + (pillHeight - label.height) / 2, { fill: b.from }).svg
  );
}
