import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBanner } from '@mostrador/shared/schemas/images-views';
import { BANNER_FRAMES, croppedShare } from '../../../src/features/images/banner-frames';
import { BannerCard } from '../../../src/features/images/components/banner-card';
import { renderWithProviders } from '../../shared/render';

const DRAFT: AdminBanner = {
  ID: 41,
  TYPE: 'SCREEN_AD',
  IMAGE: 'banners/SCREEN_AD/0123456789abcdef.webp',
  TITLE: '',
  LINK: '',
  POSITION: 0,
  ACTIVE: false,
  STARTS_AT: null,
  ENDS_AT: null,
  SHOWING: false,
};

function renderCard(banner: AdminBanner = DRAFT) {
  const handlers = {
    onSave: vi.fn(async () => undefined),
    onPublish: vi.fn(async (_isPublished: boolean) => undefined),
    onReplace: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
  };
  renderWithProviders(<BannerCard banner={banner} {...handlers} />);
  return handlers;
}

/** jsdom loads no pictures: each frame's <img> "loads" as a picture of this size. */
function loadPictures(width: number, height: number) {
  for (const img of document.querySelectorAll('img')) {
    Object.defineProperty(img, 'naturalWidth', { value: width });
    Object.defineProperty(img, 'naturalHeight', { value: height });
    fireEvent.load(img);
  }
}

const frame = (place: string) => document.querySelector(`[data-frame="${place}"]`)!.closest('figure')!;

describe('croppedShare: what a frame leaves out of a picture', () => {
  const [screenFrame, welcome] = BANNER_FRAMES.SCREEN_AD;
  it('cover keeps the frame shape, centred; contain shows it whole', () => {
    expect(croppedShare({ width: 1920, height: 1080 }, screenFrame!)).toBeCloseTo(0);
    expect(croppedShare({ width: 800, height: 800 }, screenFrame!)).toBeCloseTo(0.4375);
    expect(croppedShare({ width: 800, height: 800 }, welcome!)).toBe(0);
    expect(croppedShare({ width: 1280, height: 720 }, BANNER_FRAMES.BANNER_TOP_LG[0]!)).toBeCloseTo(1 - 16 / 9 / (1280 / 300));
  });
});

describe('banner card (issue 32: drafts, crop preview, publishing)', () => {
  it('shows a draft in each place it will show, and warns in words how much each place cuts', () => {
    renderCard();
    expect(screen.getByText('Borrador')).toBeTruthy();
    expect(screen.getByText('Borrador: la tienda no lo muestra hasta que lo publiques.')).toBeTruthy();
    const screenFrame = frame('screen');
    expect(within(screenFrame).getByText('Así se verá en la pantalla de la tienda (16:9)')).toBeTruthy();
    expect(screenFrame.querySelector('[data-frame] img')!.getAttribute('style')).toContain('object-fit: cover');
    expect(within(frame('welcome')).getByText('Así se verá en el aviso de bienvenida de la tienda en línea')).toBeTruthy();

    loadPictures(800, 800);
    expect(within(screenFrame).getByText('Se recortará el 44 % de la imagen').hasAttribute('data-crop-warning')).toBe(true);
    expect(within(frame('welcome')).getByText('Se ve completa, sin recorte')).toBeTruthy();
  });

  it('a picture of the slot shape is not cut', () => {
    renderCard();
    loadPictures(1920, 1080);
    expect(within(frame('screen')).getByText('Se ve completa, sin recorte')).toBeTruthy();
    expect(document.querySelector('[data-crop-warning]')).toBeNull();
  });

  it('"Publicar" without a title names the field and calls nothing; with one it saves, then publishes', async () => {
    const { onSave, onPublish } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Escribe el título del banner para publicarlo')).toBeTruthy();
    expect(screen.getByLabelText('Título').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    expect(onPublish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Ofertas de invierno' } });
    expect(screen.queryByText('Escribe el título del banner para publicarlo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledWith(true));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ ID: 41, TITLE: 'Ofertas de invierno' }));
    expect(onSave.mock.invocationCallOrder[0]).toBeLessThan(onPublish.mock.invocationCallOrder[0]!);
  });

  it('a published banner offers "Retirar" (back to draft) instead', async () => {
    const { onPublish } = renderCard({ ...DRAFT, TITLE: 'Temporada', ACTIVE: true, SHOWING: true });
    expect(screen.getByText('Publicado y visible')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledWith(false));
  });
});
