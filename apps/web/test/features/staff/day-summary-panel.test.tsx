import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BranchEvent } from '../../../src/features/live/live-socket';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { useMonitorStore } from '../../../src/features/staff/monitor-store';
import { BRANCH } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';

// The branch room's events, fired by hand: what the monitor hears on the live channel.
const listeners = vi.hoisted(() => new Set<(event: BranchEvent) => void>());
vi.mock('../../../src/features/live/live-socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  onBranchEvent: (listener: (event: BranchEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const summary = (gelUnits: number, pending: number | null) => ({
  ok: true,
  DATE: '2026-11-28',
  BRANCH: 'GDL-CENTRO',
  products: [
    { SKU: 'P-GEL', NAME: 'Gel antibacterial', PRESENTATION: '250 ml', UNITS: gelUnits, ORDERS: 2 },
    { SKU: 'P-AMOX', NAME: 'Amoxicilina 500 mg', PRESENTATION: 'Caja con 12 cápsulas', UNITS: 2, ORDERS: 1 },
  ],
  clocks: { PENDING: { MINUTES: pending, ORDERS: pending === null ? 0 : 2 }, STOCKING: { MINUTES: null, ORDERS: 0 } },
});

beforeEach(() => {
  setScreenWidth(1440);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
  useMonitorStore.setState({ listenOnlyMyBranch: true, wasOn: false });
  useAuthStore.setState({ branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: 'token-de-sucursal-123' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('«Para surtir hoy» on the branch monitor', () => {
  it('shows the units to pull and the stage clocks, and reads them again when the list changes live', async () => {
    const answers = [summary(4, 12.4), summary(3, 15)];
    const bodies: unknown[] = [];
    mockApi((path, init) => {
      if (path === '/api/orders/lastOrders') return { body: { ok: true, orders: [] } };
      if (path !== '/api/orders/pickDaySummary') return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return { body: answers.shift() ?? summary(3, 15) };
    });
    renderRoute('/home_orders');
    const panel = within(await screen.findByRole('region', { name: 'Para surtir hoy' }));
    expect(await panel.findByText('Tiempo promedio: pendiente 12 min · surtiendo sin datos')).toBeTruthy();
    const rows = () => panel.getAllByRole('row').map((row) => row.textContent);
    expect(rows()).toEqual(['ProductoPiezas', 'Gel antibacterial 250 ml4', 'Amoxicilina 500 mg Caja con 12 cápsulas2']);
    expect(bodies[0]).toMatchObject({ token: 'token-de-prueba-123', branchToken: 'token-de-sucursal-123', DATE: expect.any(String) });

    act(() => listeners.forEach((l) => l({ type: 'NEW_ORDER_STATUS', order: { ID: 9, ID_STATUS: 2 } })));
    expect(await panel.findByText('Tiempo promedio: pendiente 15 min · surtiendo sin datos')).toBeTruthy();
    expect(rows()[1]).toBe('Gel antibacterial 250 ml3');
  });

  it('covers every branch the monitor lists when an ALL_BRANCHES person turns «Solo mi sucursal» off', async () => {
    signIn(['ACCOUNT', 'ADMIN', 'ALL_BRANCHES']);
    const asked: unknown[] = [];
    mockApi((path, init) => {
      if (path === '/api/company/branchesInfo')
        return { body: { ok: true, branchesInfo: [BRANCH, { ...BRANCH, BRANCH: 'GDL-PROVIDENCIA', NAME: 'Sucursal Providencia' }] } };
      if (path === '/api/orders/lastOrders') return { body: { ok: true, orders: [] } };
      if (path !== '/api/orders/pickDaySummary') return undefined;
      const body = JSON.parse(String(init?.body)) as { BRANCHES?: string[] };
      asked.push(body.BRANCHES ?? 'own');
      return { body: summary(body.BRANCHES ? 9 : 4, null) };
    });
    renderRoute('/home_orders');
    const panel = within(await screen.findByRole('region', { name: 'Para surtir hoy' }));
    await waitFor(() => expect(panel.getAllByRole('row')[1]?.textContent).toBe('Gel antibacterial 250 ml4'));
    expect(panel.queryByText('Todas las sucursales')).toBeNull();
    expect(asked).toEqual(['own']);

    act(() => screen.getByRole('checkbox', { name: 'Solo mi sucursal' }).click());
    expect(await panel.findByText('Todas las sucursales')).toBeTruthy();
    await waitFor(() => expect(panel.getAllByRole('row')[1]?.textContent).toBe('Gel antibacterial 250 ml9'));
    expect(asked).toContainEqual(['GDL-CENTRO', 'GDL-PROVIDENCIA']);
  });

  it('says when there is nothing to pull', async () => {
    mockApi((path) => (path === '/api/orders/lastOrders' ? { body: { ok: true, orders: [] } } : undefined));
    renderRoute('/home_orders');
    expect(await screen.findByText('Nada por surtir: los pedidos pendientes y en surtido ya están completos.')).toBeTruthy();
    expect(screen.getByText('Tiempo promedio: pendiente sin datos · surtiendo sin datos')).toBeTruthy();
  });
});
