import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

/** The home's top banner TYPE at a screen width (features/home/banner-choice.ts), and that slot's shape. */
const topSlot = (width: number) =>
  width >= 1440
    ? { type: 'BANNER_TOP_XL', width: 1920, height: 360 }
    : width >= 1024
      ? { type: 'BANNER_TOP_LG', width: 1280, height: 300 }
      : { type: 'BANNER_TOP_MD', width: 768, height: 240 };

/** A 12:5 picture (2.4:1): every top slot is wider, so each preview cuts some of it, and says how much. */
const PICTURE = { width: 1680, height: 700 };

/** Whether the storefront's banner call (the home and the in-store screen read it) lists this picture. */
async function isOnStorefront(page: Page, src: string): Promise<boolean> {
  const answer = (await (await page.request.post('/api/company/companyBanners', { data: {} })).json()) as {
    banners: Record<string, { IMAGE: string }[]>;
  };
  return Object.values(answer.banners).some((list) => list.some((b) => src.endsWith(`/media/${b.IMAGE}`)));
}

test(
  'an image manager uploads a top banner: a draft with its crop preview, published with a title, then on the home page',
  { tag: '@phone' },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    const width = page.viewportSize()?.width ?? 1440;
    const slot = topSlot(width);
    await signInByUi(page, ADMIN.phone, ADMIN.password);
    await page.goto('/admin/images_management');
    await expect(page.getByRole('heading', { level: 1, name: 'Imágenes y banners' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Tipo', { exact: true }).selectOption(slot.type);

    // Issue 32: the upload is a draft, shown nowhere yet.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Nuevo banner' }).click();
    await (
      await chooser
    ).setFiles({ name: 'nuevo-banner.jpg', mimeType: 'image/jpeg', buffer: await newBannerPicture(PICTURE.width, PICTURE.height) });
    await expect(page.getByText('Banner subido como borrador: revisa el recorte, escribe el título y publícalo')).toBeVisible();
    const draft = page.locator('form[data-state="draft"]');
    await expect(draft).toHaveCount(1);
    await expect(draft.getByText('Borrador', { exact: true })).toBeVisible();
    const picture = draft.locator('[data-frame="top"] img');
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`/media/banners/${slot.type}/[0-9a-f]{16}\\.webp$`));
    expect(await isOnStorefront(page, src)).toBe(false);

    // The crop preview: the slot's own shape, filled as the home fills it, and the share it cuts in words.
    await expect(draft.getByText(`Así se verá arriba en la tienda en línea (${slot.width} × ${slot.height})`)).toBeVisible();
    const frame = await draft.locator('[data-frame="top"]').boundingBox();
    expect(frame!.width / frame!.height).toBeCloseTo(slot.width / slot.height, 1);
    await expect(picture).toHaveCSS('object-fit', 'cover');
    const percent = Math.round((1 - PICTURE.width / PICTURE.height / (slot.width / slot.height)) * 100);
    await expect(draft.getByText(`Se recortará el ${percent} % de la imagen`)).toBeVisible();
    // The draft's badge, warning and buttons (not in the demo data the axe sweep sees) read well too.
    const { violations } = await new AxeBuilder({ page }).include('form[data-state="draft"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    for (const shot of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(shot);
      await draft.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`banners-tab-draft-${shot.width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width, height: page.viewportSize()!.height });

    // Publishing needs the title, by name; with one, "Publicar" saves and publishes.
    await draft.getByRole('button', { name: 'Publicar' }).click();
    await expect(draft.getByText('Escribe el título del banner para publicarlo')).toBeVisible();
    expect(await isOnStorefront(page, src)).toBe(false);
    await draft.getByLabel('Título').fill('Ofertas de invierno');
    await draft.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Banner publicado')).toBeVisible();
    const published = page.locator('form[data-state="published"]').filter({ has: page.locator(`img[src="${src}"]`) });
    await expect(published.getByText('Publicado y visible')).toBeVisible();
    expect(await isOnStorefront(page, src)).toBe(true);

    await page.goto('/');
    await page.reload();
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.locator(`img[src="${src}"]`)).toHaveCount(1);
    await expect(carousel.locator(`img[src="${src}"]`)).toHaveAttribute('alt', 'Ofertas de invierno');
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');
  },
);
