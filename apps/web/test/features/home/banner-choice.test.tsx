import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mexicoCityDay, pickTopBanners, topBannerType } from '../../../src/features/home/banner-choice';
import { SCREEN_AD_DAY_KEY, SCREEN_AD_DELAY_MS } from '../../../src/features/home/components/screen-ad';
import { BANNERS, banner } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth } from '../../app/helpers';

describe('top banner by screen width', () => {
  it.each([
    [360, 'BANNER_TOP_MD'],
    [768, 'BANNER_TOP_MD'],
    [1023, 'BANNER_TOP_MD'],
    [1024, 'BANNER_TOP_LG'],
    [1439, 'BANNER_TOP_LG'],
    [1440, 'BANNER_TOP_XL'],
    [2560, 'BANNER_TOP_XL'],
  ])('%i px → %s', (width, type) => {
    expect(topBannerType(width)).toBe(type);
    expect(pickTopBanners(BANNERS, width).banners.map((b) => b.TYPE)).toEqual([type]);
  });

  it('orders by POSITION and falls back to the closest size that has banners', () => {
    const groups = { BANNER_TOP_LG: [banner(5, 'BANNER_TOP_LG', 2), banner(6, 'BANNER_TOP_LG', 1)] };
    expect(pickTopBanners(groups, 1500)).toMatchObject({ type: 'BANNER_TOP_LG' });
    expect(pickTopBanners(groups, 400).banners.map((b) => b.ID)).toEqual([6, 5]);
    expect(pickTopBanners({}, 400)).toEqual({ type: 'BANNER_TOP_MD', banners: [] });
  });
});

describe('home page banners', () => {
  beforeEach(() => {
    resetStores();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    [390, 'BANNER_TOP_MD 1'],
    [1280, 'BANNER_TOP_LG 2'],
    [1600, 'BANNER_TOP_XL 3'],
  ])('at %i px shows "%s" with its size and the image base', async (width, alt) => {
    setScreenWidth(width);
    mockApi();
    renderRoute('/');
    const img = await screen.findByAltText(alt);
    expect(img.getAttribute('src')).toMatch(/^\/media\/banners\//);
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(screen.queryAllByRole('img', { name: /BANNER_TOP/ })).toHaveLength(1);
  });

  it('loads the carousel’s other pictures only once the first is on screen', async () => {
    setScreenWidth(390);
    mockApi((path) =>
      path.endsWith('companyBanners')
        ? { body: { ok: true, banners: { ...BANNERS, BANNER_TOP_MD: [banner(1, 'BANNER_TOP_MD'), banner(2, 'BANNER_TOP_MD', 2)] } } }
        : undefined,
    );
    const { container } = renderRoute('/');
    const first = await screen.findByAltText('BANNER_TOP_MD 1');
    const pictures = () => [...container.querySelectorAll('section img')].map((img) => img.getAttribute('alt'));
    expect(pictures()).not.toContain('BANNER_TOP_MD 2');
    fireEvent.load(first);
    await vi.waitFor(() => expect(pictures()).toContain('BANNER_TOP_MD 2'));
  });

  const withScreenAd = () =>
    mockApi((path) =>
      path.endsWith('companyBanners')
        ? {
            body: {
              ok: true,
              banners: {
                ...BANNERS,
                SCREEN_AD: [{ ...banner(20, 'SCREEN_AD'), TITLE: 'Oferta de temporada' }],
              },
            },
          }
        : undefined,
    );

  /** Past the ad's wait once the page has settled (screen-ad.tsx), on the tests' fake clock. */
  const passTheAdsWait = () => act(() => vi.advanceTimersByTimeAsync(SCREEN_AD_DELAY_MS + 1000));

  it('opens the SCREEN_AD only once the top banner is on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setScreenWidth(390);
    withScreenAd();
    renderRoute('/');
    const top = await screen.findByAltText('BANNER_TOP_MD 1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.load(top);
    await passTheAdsWait();
    expect(await screen.findByRole('dialog', { name: 'Oferta de temporada' })).toBeTruthy();
  });

  it('shows the SCREEN_AD at most once per day on this device (issue 18)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setScreenWidth(390);
    withScreenAd();
    const first = renderRoute('/');
    fireEvent.load(await screen.findByAltText('BANNER_TOP_MD 1'));
    await passTheAdsWait();
    const close = await screen.findByRole('button', { name: 'Cerrar anuncio' });
    expect(screen.getByRole('dialog', { name: 'Oferta de temporada' })).toBeTruthy();
    expect(localStorage.getItem(SCREEN_AD_DAY_KEY)).toBe(mexicoCityDay(new Date()));
    close.click();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    // Another tab the same day: still not again.
    sessionStorage.clear();
    renderRoute('/');
    fireEvent.load(await screen.findByAltText('BANNER_TOP_MD 1'));
    await passTheAdsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
