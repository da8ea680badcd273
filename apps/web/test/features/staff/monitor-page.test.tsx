import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { type PickProgress, usePickProgressStore } from '../../../src/features/live/pick-progress-store';
import { useMonitorStore } from '../../../src/features/staff/monitor-store';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { BRANCH } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { summary } from '../orders/order-fixtures';

beforeEach(() => {
  setScreenWidth(1440);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
  useAuthStore.setState({ branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: 'token-de-sucursal-123' });
});
afterEach(() => {
  act(() => clearNotifications());
  useMonitorStore.setState({ listenOnlyMyBranch: true, wasOn: false });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('branch monitor (home_orders)', () => {
  it('is on again after a reload when it was on, and asks for the one tap the browser needs for sound (issue 32)', async () => {
    useMonitorStore.setState({ wasOn: true });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('play() needs a user gesture', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    mockApi((path) => (path === '/api/orders/lastOrders' ? { body: { ok: true, orders: [] } } : undefined));
    renderRoute('/home_orders');
    const allow = await screen.findByRole('button', { name: 'El monitor sigue encendido: toca aquí para activar su sonido' });
    expect(screen.getByRole('button', { name: 'Monitor encendido' }).getAttribute('aria-pressed')).toBe('true');
    act(() => allow.click());
    await waitFor(() => expect(screen.queryByRole('button', { name: /toca aquí para activar su sonido/ })).toBeNull());
    expect(play).toHaveBeenCalledTimes(2);
    // Turned off, it stays off on the next visit.
    act(() => screen.getByRole('button', { name: 'Monitor encendido' }).click());
    expect(useMonitorStore.getState().wasOn).toBe(false);
  });

  it('shows a «Surtiendo» order’s picking as heard live: lines done, waiting for the customer, ready (issue 33)', async () => {
    const orders = [{ ...summary(21, 2, { BRANCH: 'GDL-CENTRO' }), CREATED_AT: new Date().toISOString() }];
    mockApi((path) => (path === '/api/orders/lastOrders' ? { body: { ok: true, orders } } : undefined));
    renderRoute('/home_orders');
    const row = within(await screen.findByRole('listitem', { name: 'Folio 21' }));
    expect(row.queryByRole('status')).toBeNull();
    const hear = (progress: PickProgress) => act(() => usePickProgressStore.getState().record(21, progress));
    hear({ done: 1, total: 3, waiting: 0, ready: false });
    expect(row.getByRole('status').textContent).toBe('1 de 3 líneas surtidas');
    hear({ done: 2, total: 3, waiting: 1, ready: false });
    expect(row.getByRole('status').textContent).toBe('Esperando respuesta del cliente');
    hear({ done: 3, total: 3, waiting: 0, ready: true });
    expect(row.getByRole('status').textContent).toBe('Listo para enviar');
  });

  it('lists the day’s orders with customer, pieces, total and status, and counts the pending ones', async () => {
    const orders = [
      {
        ...summary(12, 1, { BRANCH: 'GDL-CENTRO', UNITS: 3, TOTAL: 245 }),
        CREATED_AT: new Date().toISOString(),
        CUSTOMER_NAME: 'Paola Ruiz',
      },
      {
        ...summary(11, 2, { BRANCH: 'GDL-CENTRO', UNITS: 1, TOTAL: 39.9 }),
        CREATED_AT: new Date().toISOString(),
        CUSTOMER_NAME: 'Luis Ortega',
      },
    ];
    const { fetchMock } = mockApi((path) => (path === '/api/orders/lastOrders' ? { body: { ok: true, orders } } : undefined));
    renderRoute('/home_orders');
    const row = within(await screen.findByRole('listitem', { name: 'Folio 12' }));
    expect(row.getByText('Paola Ruiz · 3 piezas · $245.00')).toBeTruthy();
    expect(row.getByText('Pendiente')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Folio 11' })).getByText('Luis Ortega · 1 pieza · $39.90')).toBeTruthy();
    expect(screen.getByText('1 pedido pendiente')).toBeTruthy();
    // Issue 32: a counter screen, without the store's search, cart and options panel.
    expect(screen.queryByRole('combobox', { name: 'Buscar productos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Carrito/ })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/lastOrders')?.[1]?.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ token: 'token-de-prueba-123', branchToken: 'token-de-sucursal-123' });
  });

  describe('"Solo mi sucursal"', () => {
    const today = new Date().toISOString();
    const centro = { ...summary(12, 1, { BRANCH: 'GDL-CENTRO' }), CREATED_AT: today, CUSTOMER_NAME: 'Paola Ruiz' };
    const providencia = {
      ...summary(13, 1, { BRANCH: 'GDL-PROVIDENCIA', BRANCH_NAME: 'Sucursal Providencia' }),
      CREATED_AT: today,
      CUSTOMER_NAME: 'Luis Ortega',
    };
    /** Each branch answers its own orders; the body's BRANCH names it, the branch token's when absent. */
    const api = () =>
      mockApi((path, init) => {
        if (path === '/api/company/branchesInfo') {
          return { body: { ok: true, branchesInfo: [BRANCH, { ...BRANCH, BRANCH: 'GDL-PROVIDENCIA', NAME: 'Sucursal Providencia' }] } };
        }
        if (path !== '/api/orders/lastOrders') return undefined;
        const asked = (JSON.parse(String(init?.body)) as { BRANCH?: string }).BRANCH ?? 'GDL-CENTRO';
        return { body: { ok: true, orders: asked === 'GDL-PROVIDENCIA' ? [providencia] : [centro] } };
      });
    const askedBranches = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
      fetchMock.mock.calls
        .filter(([path]) => String(path) === '/api/orders/lastOrders')
        .map(([, init]) => (JSON.parse(String(init?.body)) as { BRANCH?: string }).BRANCH ?? 'own');

    it("lets ALL_BRANCHES staff listen to every branch: other branches' orders show, named, count and offer only their detail", async () => {
      signIn(['ACCOUNT', 'ADMIN', 'ALL_BRANCHES']);
      const { fetchMock } = api();
      renderRoute('/home_orders');
      expect(await screen.findByRole('listitem', { name: 'Folio 12' })).toBeTruthy();
      expect(screen.getByText('1 pedido pendiente')).toBeTruthy();
      expect(askedBranches(fetchMock)).toEqual(['own']);

      const onlyMine = screen.getByRole('checkbox', { name: 'Solo mi sucursal' });
      expect((onlyMine as HTMLInputElement).checked).toBe(true);
      act(() => onlyMine.click());
      const other = within(await screen.findByRole('listitem', { name: 'Folio 13' }));
      expect(other.getByText('Sucursal Providencia · Luis Ortega · 3 piezas · $1,234.50')).toBeTruthy();
      expect(other.getByRole('link', { name: 'Ver detalle' }).getAttribute('href')).toBe('/order_view/13');
      expect(other.queryByRole('button', { name: 'Surtir' })).toBeNull();
      expect(within(screen.getByRole('listitem', { name: 'Folio 12' })).getByRole('button', { name: 'Surtir' })).toBeTruthy();
      expect(screen.getByText('2 pedidos pendientes')).toBeTruthy();
      expect(askedBranches(fetchMock)).toContain('GDL-PROVIDENCIA');
    });

    it('is not offered to branch staff, who only ever see their own branch', async () => {
      useMonitorStore.setState({ listenOnlyMyBranch: false });
      const { fetchMock } = api();
      renderRoute('/home_orders');
      expect(await screen.findByRole('listitem', { name: 'Folio 12' })).toBeTruthy();
      expect(screen.queryByRole('checkbox', { name: 'Solo mi sucursal' })).toBeNull();
      expect(screen.queryByRole('listitem', { name: 'Folio 13' })).toBeNull();
      expect(askedBranches(fetchMock)).toEqual(['own']);
    });
  });
});
