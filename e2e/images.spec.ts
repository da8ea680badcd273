import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** A picture no demo banner looks like: a loud diagonal stripe on a solid colour. */
const newBannerPicture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2185b' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><path d="M0 ${height} L${width} 0" stroke="#ffeb3b" stroke-width="40"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

test(
  'an image manager replaces the top banner and the home page shows the new one after a reload',
  { tag: '@phone' },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    // The home shows BANNER_TOP_XL from 1440 px, LG from 1024 px, MD below (features/home/banner-choice.ts).
    const width = page.viewportSize()?.width ?? 1440;
    const type = width >= 1440 ? 'BANNER_TOP_XL' : width >= 1024 ? 'BANNER_TOP_LG' : 'BANNER_TOP_MD';
    await signInByUi(page, ADMIN.phone, ADMIN.password);
    await page.goto('/admin/images_management');
    await expect(page.getByRole('heading', { level: 1, name: 'Imágenes y banners' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Tipo', { exact: true }).selectOption(type);

    const card = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Reemplazar' }) })
      .first();
    const before = await card.locator('img').getAttribute('src');
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Reemplazar' }).click();
    await (await chooser).setFiles({ name: 'nuevo-banner.jpg', mimeType: 'image/jpeg', buffer: await newBannerPicture(2400, 600) });
    await expect(page.getByText('Imagen subida')).toBeVisible();
    const first = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Reemplazar' }) })
      .first();
    await expect(first.locator('img')).not.toHaveAttribute('src', before ?? '');
    const after = await first.locator('img').getAttribute('src');
    expect(after).toMatch(new RegExp(`/media/banners/${type}/[0-9a-f]{16}\\.webp$`));

    await page.goto('/');
    await page.reload();
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.locator('img').first()).toHaveAttribute('src', after!);
    const served = await page.request.get(after!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
    await page.screenshot({ path: info.outputPath('home-with-new-banner.png') });
  },
);
