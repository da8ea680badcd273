import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { bodyOf, NOW, summary } from './order-fixtures';

const MY_ORDERS = '/api/orders/myOrders';
const ORDERS = [summary(101, 1), summary(100, 3, { UNITS: 1, TOTAL: 89.9 }), summary(99, 6)];

beforeEach(() => {
  // Only Date is faked: "today" is fixed, promises and timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setScreenWidth(390);
  resetStores();
  signIn(['ACCOUNT']);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The myOrders requests sent so far, as their bodies. */
function myOrdersRequests(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls.filter(([path]) => String(path) === MY_ORDERS).map(([, init]) => bodyOf(init));
}

const card = (folio: number) => screen.getByRole('listitem', { name: `Folio ${folio}` });

describe('orders history (/account/orders_history)', () => {
  it('lists the last 30 days with Spanish statuses, dates, pieces and money', async () => {
    const { fetchMock } = mockApi((path) => (path === MY_ORDERS ? { body: { ok: true, orders: ORDERS } } : undefined));
    renderRoute('/account/orders_history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeTruthy();
    await screen.findByText('Folio 101');
    expect(myOrdersRequests(fetchMock)).toEqual([{ token: 'token-de-prueba-123', DATE_START: '2026-10-23', DATE_END: '2026-11-22' }]);
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('2026-10-23');
    expect(screen.getByLabelText('Hasta').getAttribute('max')).toBe('2026-11-22');

    const pending = within(card(101));
    expect(pending.getByText('Pendiente')).toBeTruthy();
    expect(pending.getByText('$1,234.50')).toBeTruthy();
    expect(pending.getByText('22 de noviembre de 2026, 11:05')).toBeTruthy();
    expect(pending.getByText('Sucursal Centro')).toBeTruthy();
    expect(pending.getByText('3 piezas')).toBeTruthy();
    expect(within(card(100)).getByText('En camino')).toBeTruthy();
    expect(within(card(100)).getByText('1 pieza')).toBeTruthy();
    expect(within(card(100)).getByText('$89.90')).toBeTruthy();
    expect(within(card(99)).getByText('Cancelado por la sucursal')).toBeTruthy();
    expect(pending.getByRole('link', { name: /Ver detalle/ }).getAttribute('href')).toBe('/order_view/101');
  });

  it('offers cancelling only pending orders, confirms, and shows the server answer', async () => {
    let orders = ORDERS;
    const { fetchMock } = mockApi((path) => {
      if (path === MY_ORDERS) return { body: { ok: true, orders } };
      if (path === '/api/orders/orderCancelByCustomer') {
        orders = [summary(101, 5), ...ORDERS.slice(1)];
        return { body: { ok: true, SQLresponse: [{ RESPONSE: 'El pedido con folio 101 fue cancelado', ID: 101, ID_STATUS: 5 }] } };
      }
      return undefined;
    });
    render(<NotificationsHost />);
    renderRoute('/account/orders_history');
    await screen.findByText('Folio 101');
    expect(screen.getAllByRole('button', { name: /Cancelar pedido/ })).toHaveLength(1);
    expect(within(card(100)).queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();

    fireEvent.click(within(card(101)).getByRole('button', { name: /Cancelar pedido/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Cancelar el pedido con folio 101?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).endsWith('orderCancelByCustomer'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));

    expect(await screen.findByText('El pedido con folio 101 fue cancelado')).toBeTruthy();
    const cancel = fetchMock.mock.calls.find(([path]) => String(path) === '/api/orders/orderCancelByCustomer');
    expect(bodyOf(cancel?.[1])).toEqual({ token: 'token-de-prueba-123', ORDER_ID: 101 });
    // The list is read again and the order shows its new status, with nothing left to cancel.
    expect(await within(card(101)).findByText('Cancelado por el cliente')).toBeTruthy();
    expect(myOrdersRequests(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
  });

  it('shows the server refusal when the order can no longer be cancelled', async () => {
    mockApi((path) => {
      if (path === MY_ORDERS) return { body: { ok: true, orders: ORDERS } };
      if (path === '/api/orders/orderCancelByCustomer')
        return { status: 409, body: { ok: false, errors: 'El pedido con folio 101 ya no se puede cancelar: está «Surtiendo»' } };
      return undefined;
    });
    render(<NotificationsHost />);
    renderRoute('/account/orders_history');
    fireEvent.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('El pedido con folio 101 ya no se puede cancelar: está «Surtiendo»')).toBeTruthy();
  });

  it('refuses an inverted or too long range with the Spanish message and sends nothing', async () => {
    const { fetchMock } = mockApi((path) => (path === MY_ORDERS ? { body: { ok: true, orders: ORDERS } } : undefined));
    renderRoute('/account/orders_history');
    await screen.findByText('Folio 101');

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-10-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('La fecha final no puede ser anterior a la inicial');
    expect(screen.queryByText('Folio 101')).toBeNull();

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-22' } });
    await screen.findByText('Folio 101');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-11-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('El rango de fechas puede abarcar como máximo 366 días');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Only the valid range was ever asked for (again when it came back); neither refused one.
    const asked = new Set(myOrdersRequests(fetchMock).map((r) => `${String(r.DATE_START)}/${String(r.DATE_END)}`));
    expect([...asked]).toEqual(['2026-10-23/2026-11-22']);
  });

  it('asks for the quick ranges', async () => {
    const { fetchMock } = mockApi((path) => (path === MY_ORDERS ? { body: { ok: true, orders: ORDERS } } : undefined));
    renderRoute('/account/orders_history');
    await screen.findByText('Folio 101');
    expect(screen.getByRole('button', { name: 'Últimos 30 días' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    await waitFor(() => expect(myOrdersRequests(fetchMock).at(-1)).toMatchObject({ DATE_START: '2026-11-15', DATE_END: '2026-11-22' }));
    fireEvent.click(screen.getByRole('button', { name: 'Últimos 3 meses' }));
    await waitFor(() => expect(myOrdersRequests(fetchMock).at(-1)).toMatchObject({ DATE_START: '2026-08-24', DATE_END: '2026-11-22' }));
  });

  it('says when there are no orders and links to the catalogue', async () => {
    mockApi((path) => (path === MY_ORDERS ? { body: { ok: true, orders: [] } } : undefined));
    renderRoute('/account/orders_history');
    expect(await screen.findByRole('heading', { name: 'No tienes pedidos en estas fechas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe('/search');
  });

  it('shows the Spanish error and retries', async () => {
    let isDown = true;
    mockApi((path) => {
      if (path !== MY_ORDERS) return undefined;
      return isDown ? { status: 503, body: { ok: false, errors: 'Base de datos no disponible' } } : { body: { ok: true, orders: ORDERS } };
    });
    renderRoute('/account/orders_history');
    expect(await screen.findByText('Base de datos no disponible')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Folio 101')).toBeTruthy();
  });
});
