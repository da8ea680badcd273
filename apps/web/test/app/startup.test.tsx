import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { useBootStore } from '../../src/app/boot-store';
import { appRoutes } from '../../src/app/router';
import { runStartup, STARTUP_STEP_NAMES, type StartupStep } from '../../src/app/startup';
import { createStartupSteps, startApp, type StartupDeps } from '../../src/app/startup-sequence';
import { useAuthStore } from '../../src/features/auth/auth-store';
import { notify } from '../../src/shared/notify/notify';
import { USER } from './fixtures';
import { mockApi, newQueryClient, resetStores, setScreenWidth } from './helpers';

// The service worker's registration runs on idle after start-up, possibly after this file ends.
vi.mock('../../src/features/push', () => ({
  registerServiceWorker: vi.fn(async () => undefined),
  pushTokenIfGranted: vi.fn(async () => null),
}));

function deps(overrides: Partial<StartupDeps> = {}): StartupDeps & { toasts: [string, number][] } {
  const toasts: [string, number][] = [];
  return {
    queryClient: newQueryClient(),
    showConnecting: (m, ms) => toasts.push([m, ms]),
    toasts,
    ...overrides,
  };
}

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  useBootStore.setState({ phase: 'loading', progress: 0, error: null });
  document.title = 'Mostrador';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runStartup', () => {
  it('runs steps one after another and stops at a failing required step', async () => {
    const log: string[] = [];
    const step = (name: StartupStep['name'], fail = false, optional = false): StartupStep => ({
      name,
      optional,
      run: async () => {
        log.push(`start ${name}`);
        await Promise.resolve();
        if (fail) throw new Error(name);
        log.push(`end ${name}`);
      },
    });
    await runStartup([step('showLoading'), step('loadBanners', true, true), step('getPushToken')]);
    expect(log).toEqual(['start showLoading', 'end showLoading', 'start loadBanners', 'start getPushToken', 'end getPushToken']);
    log.length = 0;
    await expect(runStartup([step('loadCompanyInfo', true), step('checkAuth')])).rejects.toThrow();
    expect(log).toEqual(['start loadCompanyInfo']);
  });
});

describe('start-up sequence (docs/product.md#start-up)', () => {
  it('runs the steps in the spec order, with the loading, logo and ready phases where they belong', async () => {
    const { calls } = mockApi();
    const events: string[] = [];
    const unsubscribe = useBootStore.subscribe((s, prev) => {
      if (s.phase !== prev.phase) events.push(`phase ${s.phase}`);
    });
    const d = deps();
    await runStartup(createStartupSteps(d), { onStepStart: (name) => events.push(name) });
    unsubscribe();
    expect(events.filter((e) => !e.startsWith('phase'))).toEqual([...STARTUP_STEP_NAMES]);
    expect(STARTUP_STEP_NAMES).toEqual([
      'showLoading',
      'loadCompanyInfo',
      'loadBanners',
      'showLogoScreen',
      'getPushToken',
      'checkAuth',
      'connectSocket',
      'wait',
      'hideLoading',
    ]);
    expect(events.indexOf('phase logo')).toBe(events.indexOf('showLogoScreen') + 1);
    expect(events.at(-1)).toBe('phase ready');
    expect(calls.slice(0, 2)).toEqual(['/api/company/companyInfo', '/api/company/companyBanners']);
    expect(d.toasts).toEqual([['Conectando...', 2000]]);
    expect(document.title).toBe('Farmacias Prueba');
    expect(d.queryClient.getQueryData(['company', 'info'])).toBeTruthy();
  });

  it('waits 200 ms before hiding the loading indicator', async () => {
    mockApi();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const done = startApp(deps());
    await vi.advanceTimersByTimeAsync(199);
    expect(useBootStore.getState().phase).toBe('logo');
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(useBootStore.getState().phase).toBe('ready');
  });

  it('ignores a failing banners call', async () => {
    mockApi((path) => (path.endsWith('companyBanners') ? { status: 500, body: { ok: false, errors: 'caído' } } : undefined));
    expect(await startApp(deps())).toBe(true);
    expect(useBootStore.getState().phase).toBe('ready');
  });

  it('stops with the Spanish error when company info fails', async () => {
    const { calls } = mockApi((path) =>
      path.endsWith('companyInfo') ? { status: 503, body: { ok: false, errors: 'Servicio no disponible' } } : undefined,
    );
    expect(await startApp(deps())).toBe(false);
    expect(useBootStore.getState()).toMatchObject({ phase: 'error', error: 'Servicio no disponible' });
    expect(calls).toEqual(['/api/company/companyInfo']);
  });

  it('leaves an anonymous visitor anonymous ("NO TOKEN NOR PHONE")', async () => {
    mockApi();
    const renew = vi.fn(async () => {});
    await startApp(deps({ renew }));
    expect(renew).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('not-authenticated');
  });

  it('renews a stored session with a long token and a 10-digit phone; a failed renewal logs out', async () => {
    mockApi();
    useAuthStore.setState({ idToken: 'x'.repeat(11), user: USER });
    const renew = vi.fn(async () => {});
    await startApp(deps({ renew }));
    expect(renew).toHaveBeenCalledWith({ token: 'x'.repeat(11), phone: '3311112222' });
    expect(useAuthStore.getState().status).toBe('authenticated');

    await startApp(deps({ renew: async () => Promise.reject(new Error('vencida')) }));
    expect(useAuthStore.getState()).toMatchObject({ status: 'not-authenticated', user: null, idToken: null });
  });
});

describe('session check against /login/renewToken', () => {
  it('stores the rotated token and fresh account data', async () => {
    const renewed = {
      ok: true,
      token: 'nuevo-token-rotado-123',
      user: { ...USER, NAME: 'Ana L. Ruiz' },
      user_access: [{ ACCESS: 'ACCOUNT' }],
      user_addresses: [],
    };
    const sent: unknown[] = [];
    mockApi((path, init) => {
      if (!path.endsWith('/login/renewToken')) return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return { body: renewed };
    });
    useAuthStore.setState({ idToken: 'token-viejo-12345', user: USER });
    await startApp(deps());
    expect(sent).toEqual([{ token: 'token-viejo-12345', PHONE: '3311112222' }]);
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      idToken: 'nuevo-token-rotado-123',
      user: { NAME: 'Ana L. Ruiz' },
    });
  });

  it('a refused renewal signs the person out', async () => {
    mockApi((path) =>
      path.endsWith('/login/renewToken')
        ? { status: 401, body: { ok: false, errors: 'Tu sesión terminó; inicia sesión de nuevo' } }
        : undefined,
    );
    useAuthStore.setState({ idToken: 'token-viejo-12345', user: USER });
    await startApp(deps());
    expect(useAuthStore.getState()).toMatchObject({ status: 'not-authenticated', idToken: null, user: null });
  });
});

describe('the app at start-up', () => {
  // The routes' modules are loaded (and, under Vitest, transformed) on first use: on a busy machine
  // that alone outlasted the 1 s the first test waits for the home page (a CI failure). Loaded here,
  // the tests wait only for what they check: start-up and the first render.
  beforeAll(async () => {
    await Promise.all([import('../../src/app/layouts/main/main-layout'), import('../../src/features/home/home-page')]);
  }, 60_000);

  it('shows "Conectando...", then the home page, and never goes to login', async () => {
    mockApi();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const queryClient = newQueryClient();
    const startupDeps: StartupDeps = {
      queryClient,
      showConnecting: (message) => void notify({ type: 'ongoing', message }),
    };
    render(<AppRoot queryClient={queryClient} router={router} startupDeps={startupDeps} />);
    void startApp(startupDeps);
    expect(await screen.findByText('Conectando...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias Prueba' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(visited.some((path) => path.startsWith('/auth'))).toBe(false);
  });

  it('offers "Reintentar" when company info fails, and retrying opens the store', async () => {
    let isDown = true;
    mockApi((path) => (isDown && path.endsWith('companyInfo') ? { status: 500, body: { ok: false } } : undefined));
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    const queryClient = newQueryClient();
    const startupDeps: StartupDeps = { queryClient, showConnecting: () => {} };
    render(<AppRoot queryClient={queryClient} router={router} startupDeps={startupDeps} />);
    await startApp(startupDeps);
    expect(await screen.findByRole('heading', { name: 'No pudimos abrir la tienda' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('nok');
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    await waitFor(() => expect(useBootStore.getState().phase).toBe('ready'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias Prueba' })).toBeTruthy();
  });

  it('says "Sin conexión" when it starts offline (the shell from the worker\'s cache), with "Reintentar"', async () => {
    const isOffline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    const queryClient = newQueryClient();
    const startupDeps: StartupDeps = { queryClient, showConnecting: () => {} };
    render(<AppRoot queryClient={queryClient} router={router} startupDeps={startupDeps} />);
    await startApp(startupDeps);
    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    expect(screen.getByText('No hay conexión. Revisa tu internet e inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeTruthy();
    isOffline.mockRestore();
  });
});
