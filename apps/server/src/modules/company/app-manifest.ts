import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { company, themeColors } from '../../db/schema/index';
import { appShortName } from './app-short-name';

/** The sizes Chromium asks of an installable app (192 and 512), each maskable and plain. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
const FALLBACK = { primary: '#0b5e43', background: '#ffffff' };
export type Brand = { name: string; logo: string | null; primary: string; background: string };

/** Company name, logo and its theme's colours: what the manifest and the icons are built from. */
export async function readBrand(db: Database): Promise<Brand> {
  const [row] = await db.select({ name: company.name, logo: company.logo, theme: company.theme }).from(company).limit(1);
  const colours = row
    ? await db
        .select({ name: themeColors.name, value: themeColors.value })
        .from(themeColors)
        .where(and(eq(themeColors.theme, row.theme), inArray(themeColors.name, ['primary', 'background'])))
    : [];
  const colour = (name: 'primary' | 'background') => colours.find((c) => c.name === name)?.value ?? FALLBACK[name];
  return { name: row?.name ?? 'Mostrador', logo: row?.logo ?? null, primary: colour('primary'), background: colour('background') };
}

/**
 * The web app manifest (issue 21): installable, standalone, in es-MX, from the company's own data.
 * `name` is the full name; `short_name`, what fits under the icon (issue 32).
 */
export function buildAppManifest(brand: Brand, configuredShortName: string | null = null) {
  const icons = APP_ICON_SIZES.flatMap((size) => [
    { src: `/api/company/appIcon/${size}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: `/api/company/appIcon/${size}?maskable=1`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]);
  return {
    id: '/',
    name: brand.name,
    short_name: appShortName(brand.name, configuredShortName),
    description: `${brand.name}: pide tus medicamentos y productos de cuidado personal a domicilio.`,
    lang: 'es-MX',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.primary,
    background_color: brand.background,
    icons,
  };
}

/**
 * The company's logo on a tile of its theme's colour. Maskable icons keep the logo inside the
 * central 80 % circle that every mask shape leaves visible; plain ones use more of the tile.
 */
export async function renderAppIcon(
  brand: Brand,
  readMedia: (key: string) => Promise<Buffer | null>,
  size: AppIconSize,
  maskable: boolean,
): Promise<Buffer> {
  const inner = Math.round(size * (maskable ? 0.56 : 0.8));
  const tile = sharp({ create: { width: size, height: size, channels: 4, background: brand.background } });
  // A missing or unreadable logo leaves the plain tile: the app stays installable.
  const file = brand.logo ? await readMedia(brand.logo).catch(() => null) : null;
  const logo = file
    ? await sharp(file)
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  return (logo ? tile.composite([{ input: logo, gravity: 'center' }]) : tile).png().toBuffer();
}
