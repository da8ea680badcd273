import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../../src/app/router';
import { BRANCH } from '../../app/fixtures';
import { mockApi, newQueryClient, renderRoute, resetStores, setScreenWidth } from '../../app/helpers';

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it("shows the company and its branches with a tel: link and today's hours", async () => {
    mockApi();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias Prueba' })).toBeTruthy();
    // The header carries the logo; the home opens with the banners, not a second logo card.
    expect(document.querySelector('main section img[src="/media/company/logo.webp"]')).toBeNull();
    const card = (await screen.findByRole('heading', { name: 'Sucursal Centro' })).closest('article');
    expect(card).toBeTruthy();
    const phone = within(card as HTMLElement).getByRole('link', { name: '(331) 111 - 2222' });
    expect(phone.getAttribute('href')).toBe('tel:+523311112222');
    expect(within(card as HTMLElement).getByText(/Hoy: 08:00 a 22:00/)).toBeTruthy();
  });

  it('shows the shop windows once the top banner is on screen, and renders nothing more when the fallback time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi();
      const onCommit = vi.fn();
      renderRoute('/', undefined, onCommit);
      const banner = await screen.findByRole('img', { name: 'BANNER_TOP_MD 1' });
      expect(screen.queryByRole('heading', { name: 'Departamentos' })).toBeNull();
      fireEvent.load(banner);
      expect(await screen.findByRole('heading', { name: 'Departamentos' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(300));
      const commits = onCommit.mock.calls.length;
      // Past the shop windows' fallback time (2.5 s): nothing left to show, so nothing renders.
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(onCommit.mock.calls.length).toBe(commits);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a skeleton while branches load', async () => {
    const { fetchMock } = mockApi();
    const respond = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('branchesInfo') ? new Promise<Response>(() => {}) : respond!(input, init),
    );
    renderRoute('/');
    expect(await screen.findByLabelText('Cargando sucursales')).toBeTruthy();
  });

  it('says so when there are no branches', async () => {
    mockApi((path) => (path.endsWith('branchesInfo') ? { body: { ok: true, branchesInfo: [] } } : undefined));
    renderRoute('/');
    expect(await screen.findByText('Aún no hay sucursales')).toBeTruthy();
  });

  it('shows the Spanish error and retries', async () => {
    let isDown = true;
    mockApi((path) =>
      path.endsWith('branchesInfo') && isDown ? { status: 503, body: { ok: false, errors: 'Base de datos no disponible' } } : undefined,
    );
    renderRoute('/');
    expect(await screen.findByText('Base de datos no disponible')).toBeTruthy();
    isDown = false;
    (await screen.findByRole('button', { name: /Reintentar/ })).click();
    expect(await screen.findByRole('heading', { name: BRANCH.NAME })).toBeTruthy();
  });

  it('starts fetching the branches with the route, before anything renders', async () => {
    const { calls } = mockApi();
    const queryClient = newQueryClient();
    const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/'] });
    await vi.waitFor(() => expect(calls).toEqual(['/api/company/branchesInfo']));
    await vi.waitFor(() => expect(queryClient.getQueryData(['company', 'branchesInfo'])).toBeTruthy());
    router.dispose();
  });
});
