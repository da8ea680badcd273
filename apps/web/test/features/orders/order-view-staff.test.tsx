import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { USER } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { bodyOf, DETAILS, NOW } from './order-fixtures';

const BRANCH_TOKEN = 'token-de-sucursal-abc';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setScreenWidth(1440);
  resetStores();
  signIn(['ACCOUNT', 'BRANCH_STAFF']);
  // A staff member (not the order's customer) signed in to the order's branch.
  useAuthStore.setState({ user: { ...USER, ID: 99 }, branch: { BRANCH: 'GDL-CENTRO', NAME: 'Centro' }, branchIdToken: BRANCH_TOKEN });
});
afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order view opened by branch staff', () => {
  it('reads the order with the branch token and offers the branch actions instead of the customer cancel', async () => {
    const { fetchMock } = mockApi((path) => (path === '/api/orders/orderDetails' ? { body: DETAILS } : undefined));
    renderRoute('/order_view/101');
    const actions = within(await screen.findByLabelText('Acciones de sucursal'));
    expect(bodyOf(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/orderDetails')?.[1])).toEqual({
      token: 'token-de-prueba-123',
      ORDER_ID: 101,
      branchToken: BRANCH_TOKEN,
    });
    expect(screen.getByRole('link', { name: /Monitor de pedidos/ }).getAttribute('href')).toBe('/home_orders');
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
    expect(actions.getByText(DETAILS.orderDetails.CUSTOMER_NAME, { exact: false })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Surtir' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('starts stocking with a note for the customer and reads the order again', async () => {
    let stocked = false;
    const { fetchMock } = mockApi((path) => {
      if (path === '/api/orders/orderDetails')
        return { body: stocked ? { ...DETAILS, orderDetails: { ...DETAILS.orderDetails, ID_STATUS: 2 } } : DETAILS };
      if (path === '/api/orders/orderStartStocking') {
        stocked = true;
        return { body: { ...DETAILS, orderDetails: { ...DETAILS.orderDetails, ID_STATUS: 2 } } };
      }
      return undefined;
    });
    render(<NotificationsHost />);
    renderRoute('/order_view/101');
    const actions = within(await screen.findByLabelText('Acciones de sucursal'));
    fireEvent.click(actions.getByRole('button', { name: 'Surtir' }));
    fireEvent.change(actions.getByLabelText('Notas para el cliente (opcional)'), { target: { value: 'Sale en 20 minutos' } });
    fireEvent.click(actions.getByRole('button', { name: 'Surtir y avisar al cliente' }));
    expect(await screen.findByText('se ha notificado al cliente')).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([p]) => String(p) === '/api/orders/orderStartStocking')?.[1])).toEqual({
      token: 'token-de-prueba-123',
      branchToken: BRANCH_TOKEN,
      ORDER_ID: 101,
      NOTES: 'Sale en 20 minutos',
    });
    // The detail follows: the next step is now dispatch.
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('is the customer view when the order is the signed-in person’s own', async () => {
    useAuthStore.setState({ user: USER });
    mockApi((path) => (path === '/api/orders/orderDetails' ? { body: DETAILS } : undefined));
    renderRoute('/order_view/101');
    expect(await screen.findByRole('button', { name: /Cancelar pedido/ })).toBeTruthy();
    expect(screen.queryByLabelText('Acciones de sucursal')).toBeNull();
  });

  it('is a read-only view for support, without a branch token, leading back to the customer in support', async () => {
    signIn(['ACCOUNT', 'CUSTOMER_SUPPORT']);
    useAuthStore.setState({ user: { ...USER, ID: 99 }, branch: null, branchIdToken: null });
    mockApi((path) => (path === '/api/orders/orderDetails' ? { body: DETAILS } : undefined));
    renderRoute('/order_view/101');
    const back = await screen.findByRole('link', { name: /Atención a clientes/ });
    expect(back.getAttribute('href')).toBe(`/customer_support?customer=${DETAILS.orderDetails.CUSTOMER_ID}`);
    // The customer's phone, to call them (the ticket below prints it too, without a link).
    expect(document.querySelector(`a[href="tel:+52${DETAILS.orderDetails.PHONE}"]`)).not.toBeNull();
    // Neither the customer's cancel nor the branch's actions: support acts from its own screen.
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
    expect(screen.queryByLabelText('Acciones de sucursal')).toBeNull();
  });
});
