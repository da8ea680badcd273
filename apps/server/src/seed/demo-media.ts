import type { DemoCatalogue } from './catalogue';
import { BANNERS } from './data/banners';
import { COMPANY } from './data/company';
import { THEMES } from './data/themes';
import { backgroundSvg } from './media/background-picture';
import { bannerSvg } from './media/banner-picture';
import { logoSvg } from './media/mark';
import { productPictureJob, productPictureSvg } from './media/product-picture';
import type { PictureJob } from './media/render';

// Paths are relative to the media directory; the database stores exactly these strings and the
// web prefixes them with `img_url`.
export const backgroundPath = (folder: string, n: number) => `themes/${folder}/bg-${n}.webp`;
export const bannerPath = (name: string) => `banners/${name}.webp`;

export function themeBackgroundPaths(folder: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => backgroundPath(folder, i + 1));
}

/** Every picture the demo data refers to, in the order a visitor sees them first. */
export function demoPictureJobs(catalogue: DemoCatalogue): PictureJob[] {
  const primary = THEMES[0]?.colors.primary ?? '#0b6e4f';
  const jobs: PictureJob[] = [
    { path: COMPANY.logo, svg: () => logoSvg(COMPANY.name, COMPANY.slogan, primary), quality: 90, isTransparent: true },
  ];
  for (const theme of THEMES) {
    themeBackgroundPaths(theme.folder, theme.backgroundCount).forEach((p, i) => {
      jobs.push({ path: p, svg: () => backgroundSvg(theme, i + 1), quality: 70, renderScale: 0.25 });
    });
  }
  for (const banner of BANNERS) jobs.push({ path: bannerPath(banner.name), svg: () => bannerSvg(banner), quality: 82 });
  catalogue.products.forEach((product, i) => {
    const spec = catalogue.pictures[i];
    if (!spec) return;
    const images = product.images ?? [];
    images.forEach((image, n) => jobs.push(productPictureJob(image, () => productPictureSvg(spec, n === 0 ? 1 : 2))));
  });
  return jobs;
}
