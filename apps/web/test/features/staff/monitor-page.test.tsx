import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('branch monitor (home_orders)', () => {
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
    const body = JSON.parse(String(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/lastOrders')?.[1]?.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ token: 'token-de-prueba-123', branchToken: 'token-de-sucursal-123' });
  });
});
