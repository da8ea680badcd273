import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_DEFAULTS, useUiStore } from '../../../../src/app/ui-store';
import { captureInstallPrompt } from '../../../../src/features/push';
import { mockApi, renderRoute, resetStores, setScreenWidth } from '../../helpers';

// Issue 32, decision 054: "Instalar la app" in the left menu while the browser can install the store.
const INSTALL = 'Instalar la app';
const IOS_HINT = 'En iPhone o iPad: toca Compartir → «Agregar a pantalla de inicio».';

/** Chromium's beforeinstallprompt as a page sees it; `choose` settles the person's answer. */
function installEvent() {
  let choose: (outcome: 'accepted' | 'dismissed') => void = () => undefined;
  const userChoice = new Promise<{ outcome: 'accepted' | 'dismissed' }>((resolve) => (choose = (outcome) => resolve({ outcome })));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => undefined), userChoice });
  return { event, choose };
}

async function openMenu(width: number) {
  setScreenWidth(width);
  mockApi();
  useUiStore.setState({ leftMenuOpen: true });
  renderRoute('/not-found');
  return screen.findByRole('navigation', { name: 'Menú principal' });
}

beforeAll(() => captureInstallPrompt());
beforeEach(() => resetStores());
afterEach(() => {
  useUiStore.setState(UI_DEFAULTS);
  delete (navigator as { userAgent?: string }).userAgent;
  delete (navigator as { standalone?: boolean }).standalone;
});

/** The left menu's install item now, wherever the menu is (docked, or the phone's drawer). */
const installItem = () => screen.queryByRole('button', { name: INSTALL });

describe('"Instalar la app" in the left menu', () => {
  it('is not there while the browser offers no installation', async () => {
    const nav = await openMenu(1440);
    expect(within(nav).queryByRole('button', { name: INSTALL })).toBeNull();
  });

  it.each([
    ['desktop', 1440],
    ['phone', 390],
  ])('on a %s: appears with the browser’s offer, prompts on a click and goes after the choice', async (_, width) => {
    const nav = await openMenu(width);
    const { event, choose } = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await within(nav).findByRole('button', { name: INSTALL }));
    expect(event.prompt).toHaveBeenCalledOnce();
    // A second click while the prompt is open prompts nothing more (Chromium would refuse it).
    act(() => useUiStore.setState({ leftMenuOpen: true }));
    fireEvent.click((await screen.findByRole('button', { name: INSTALL })) as HTMLElement);
    expect(event.prompt).toHaveBeenCalledOnce();
    await act(async () => choose('dismissed'));
    act(() => useUiStore.setState({ leftMenuOpen: true }));
    await screen.findByRole('link', { name: 'Acerca de' });
    expect(installItem()).toBeNull();
  });

  it('on an iPhone, says how to add the store to the home screen', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
    const nav = await openMenu(390);
    const item = await within(nav).findByRole('button', { name: INSTALL });
    expect(screen.queryByText(IOS_HINT)).toBeNull();
    fireEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(IOS_HINT)).toBeTruthy();
  });

  // Last: once installed, nothing is offered for the rest of the visit (this module's state).
  it('an offer kept before the menu existed shows when it opens, and goes once the app is installed', async () => {
    const { event } = installEvent();
    window.dispatchEvent(event);
    const nav = await openMenu(1440);
    expect(await within(nav).findByRole('button', { name: INSTALL })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(installItem()).toBeNull();
  });
});
