import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_KEY } from '../../../src/features/auth/auth-store';
import { isCheckoutPath, mayShowScreenAd, mexicoCityDay } from '../../../src/features/home/banner-choice';
import { SCREEN_AD_DAY_KEY, SCREEN_AD_DELAY_MS } from '../../../src/features/home/components/screen-ad';
import { BANNERS, banner } from '../../app/fixtures';
import { mockApi, renderRoute, freshVisit } from '../../app/helpers';

describe('when the SCREEN_AD may show (issue 18)', () => {
  const today = '2026-11-25';
  const base = { shownDay: null, today, hasSignedIn: false, pathname: '/' };

  it('the day is Mexico City’s: 23:30 there is still the same day, though UTC is already the next', () => {
    expect(mexicoCityDay(new Date('2026-11-26T05:30:00Z'))).toBe('2026-11-25');
    expect(mexicoCityDay(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-26');
  });

  it('once per day, never after sign-in, never over the checkout', () => {
    expect(mayShowScreenAd(base)).toBe(true);
    expect(mayShowScreenAd({ ...base, shownDay: '2026-11-24' })).toBe(true);
    expect(mayShowScreenAd({ ...base, shownDay: today })).toBe(false);
    expect(mayShowScreenAd({ ...base, hasSignedIn: true })).toBe(false);
    expect(mayShowScreenAd({ ...base, pathname: '/purchase' })).toBe(false);
    expect(isCheckoutPath('/purchase/')).toBe(true);
    expect(isCheckoutPath('/purchases-info')).toBe(false);
  });
});

describe('the SCREEN_AD on the home page', () => {
  beforeEach(() => {
    // The ad waits SCREEN_AD_DELAY_MS after the page settles: the tests move the clock instead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    freshVisit(390);
    mockApi((path) =>
      path.endsWith('companyBanners')
        ? { body: { ok: true, banners: { ...BANNERS, SCREEN_AD: [{ ...banner(20, 'SCREEN_AD'), TITLE: 'Oferta de temporada' }] } } }
        : undefined,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Home with the top banner loaded and the ad's wait over; `before` runs first (e.g. focus something). */
  async function openHome(before?: () => void) {
    const view = renderRoute('/');
    const top = await screen.findByAltText('BANNER_TOP_MD 1');
    before?.();
    fireEvent.load(top);
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_AD_DELAY_MS + 1000));
    return view;
  }

  it('waits for the page: not while the top banner loads, nor right after it shows', async () => {
    renderRoute('/');
    const top = await screen.findByAltText('BANNER_TOP_MD 1');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.load(top);
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_AD_DELAY_MS - 500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(SCREEN_AD_DAY_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByRole('dialog', { name: 'Oferta de temporada' })).toBeTruthy();
  });

  it('shows again on another day', async () => {
    localStorage.setItem(SCREEN_AD_DAY_KEY, '2000-01-01');
    await openHome();
    expect(await screen.findByRole('dialog', { name: 'Oferta de temporada' })).toBeTruthy();
  });

  it('does not show in a tab that has just signed in or registered', async () => {
    sessionStorage.setItem(SIGNED_IN_KEY, '1');
    await openHome();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(SCREEN_AD_DAY_KEY)).toBeNull();
  });

  it('closes with Escape and gives the focus back to where it was', async () => {
    let before: HTMLElement | null = null;
    await openHome(() => {
      before = screen.getByRole('combobox', { name: 'Buscar productos' });
      before.focus();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Oferta de temporada' });
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(before);
  });

  it('closes with a click outside it', async () => {
    await openHome();
    await screen.findByRole('dialog', { name: 'Oferta de temporada' });
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    act(() => overlay?.click());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
