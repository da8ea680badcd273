import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { COMPANY_INFO } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { bodyOf, DETAILS, NOW } from './order-fixtures';

const ORDER_DETAILS = '/api/orders/orderDetails';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setScreenWidth(1440);
  resetStores();
  signIn(['ACCOUNT']);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });
const detailsWith = (changes: Partial<typeof DETAILS.orderDetails>) => ({
  ...DETAILS,
  orderDetails: { ...DETAILS.orderDetails, ...changes },
});

describe('order view (/order_view/:ID)', () => {
  it('shows the products, totals, delivery, payment, soy tu fan and the status history', async () => {
    const { fetchMock } = mockApi((path) => (path === ORDER_DETAILS ? { body: DETAILS } : undefined));
    renderRoute('/order_view/101');
    await screen.findByRole('region', { name: 'Productos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido folio 101' })).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([path]) => String(path) === ORDER_DETAILS)?.[1])).toEqual({
      token: 'token-de-prueba-123',
      ORDER_ID: 101,
    });
    const head = within(section('Pedido folio 101'));
    expect(head.getByText('Pendiente')).toBeTruthy();
    expect(head.getByText('22 de noviembre de 2026, 11:05')).toBeTruthy();
    expect(head.getByText('Sucursal Centro')).toBeTruthy();

    const products = within(section('Productos'));
    expect(products.getByText('Paracetamol 500 mg')).toBeTruthy();
    expect(products.getByText('Caja con 20 tabletas')).toBeTruthy();
    expect(products.getByText('3 × $45.00')).toBeTruthy();
    expect(products.getByText('Ahorras $45.00')).toBeTruthy();
    expect(products.getByText('1 gratis')).toBeTruthy();
    expect(products.getByText('$90.00')).toBeTruthy();
    expect(products.getAllByText('Requiere receta')).toHaveLength(1);
    expect(document.querySelector('img[src="/media/products/para.webp"]')).toBeTruthy();
    expect(products.getByText('$290.00')).toBeTruthy();
    expect(products.getByText('Ahorro «soy tu fan»')).toBeTruthy();
    expect(products.getByText('−$45.00')).toBeTruthy();
    expect(products.getByText('$245.00')).toBeTruthy();

    const delivery = within(section('Entrega y pago'));
    expect(delivery.getByText('Casa')).toBeTruthy();
    expect(delivery.getByText(/Calle Pedro Moreno 1320, int\. 4B/)).toBeTruthy();
    expect(delivery.getByText(/Col\. Americana, C\.P\. 44160/)).toBeTruthy();
    expect(delivery.getByText('Referencias: Portón verde')).toBeTruthy();
    expect(delivery.getByText('(331) 111 - 2222')).toBeTruthy();
    expect(delivery.getByText('Tocar el timbre dos veces')).toBeTruthy();
    expect(delivery.getByText('Pago contra entrega')).toBeTruthy();
    expect(delivery.getByText('Pagas con $500.00')).toBeTruthy();
    expect(delivery.getByText('Cambio: $255.00')).toBeTruthy();
    expect(delivery.getByText('Dra. Rosa Méndez')).toBeTruthy();
    expect(delivery.getByText('1234567')).toBeTruthy();

    const loyalty = within(section('Soy tu fan'));
    expect(loyalty.getByText('3x2')).toBeTruthy();
    expect(loyalty.getByText('Ahorras $45.00')).toBeTruthy();
    expect(loyalty.getByText('STF-00000007')).toBeTruthy();
    expect(loyalty.getByText('Puntos ganados').nextElementSibling?.textContent).toBe('24');
    expect(loyalty.getByText('Saldo de puntos').nextElementSibling?.textContent).toBe('1,310');
    expect(loyalty.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe(COMPANY_INFO.company.PRIVACY_NOTICE_URL);

    const steps = within(section('Seguimiento')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Pendiente', 'Surtiendo']);
    expect(within(steps[1]!).getByText('22 de noviembre de 2026, 11:20')).toBeTruthy();
    expect(within(steps[1]!).getByText('Sucursal: Luis Pérez')).toBeTruthy();
    expect(within(steps[1]!).getByText('Surtiendo en mostrador')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mis pedidos/ }).getAttribute('href')).toBe('/account/orders_history');
  });

  it('says card payment and leaves out what the order does not have', async () => {
    const card = detailsWith({
      PAYMENT: 'TARJETA',
      CASH_AMOUNT: null,
      PRESCRIPTION: null,
      DISCOUNT: 0,
      SOY_TU_FAN_BENEFICIOS_JSON: '{no es json',
      SOY_TU_FAN_BENEFICIOS_CUSTOMER: '',
    });
    mockApi((path) => (path === ORDER_DETAILS ? { body: card } : undefined));
    renderRoute('/order_view/101');
    const delivery = within(await screen.findByRole('region', { name: 'Entrega y pago' }));
    expect(delivery.getByText('Pago con tarjeta a la entrega')).toBeTruthy();
    expect(delivery.queryByText(/Pagas con/)).toBeNull();
    expect(delivery.queryByText('Médico')).toBeNull();
    expect(screen.queryByText('Ahorro «soy tu fan»')).toBeNull();
    // Unreadable programme data is skipped, not a broken page.
    expect(screen.queryByRole('region', { name: 'Soy tu fan' })).toBeNull();
  });

  it('cancels a pending order after confirming and shows the answer', async () => {
    let details = DETAILS;
    const { fetchMock } = mockApi((path) => {
      if (path === ORDER_DETAILS) return { body: details };
      if (path !== '/api/orders/orderCancelByCustomer') return undefined;
      details = detailsWith({ ID_STATUS: 5 });
      return { body: { ok: true, SQLresponse: [{ RESPONSE: 'El pedido con folio 101 fue cancelado', ID: 101, ID_STATUS: 5 }] } };
    });
    render(<NotificationsHost />);
    renderRoute('/order_view/101');
    fireEvent.click(await screen.findByRole('button', { name: /Cancelar pedido/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('El pedido con folio 101 fue cancelado')).toBeTruthy();
    expect(await screen.findByText('Cancelado por el cliente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([path]) => String(path) === ORDER_DETAILS)).toHaveLength(2);
  });

  it('offers no cancel once the order moved on', async () => {
    mockApi((path) => (path === ORDER_DETAILS ? { body: detailsWith({ ID_STATUS: 3 }) } : undefined));
    renderRoute('/order_view/101');
    expect(await screen.findByText('En camino')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).toBeNull();
  });

  it('prints a ticket with the company name into the print-only area', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi((path) => (path === ORDER_DETAILS ? { body: DETAILS } : undefined));
    renderRoute('/order_view/101');
    fireEvent.click(await screen.findByRole('button', { name: /Imprimir ticket/ }));
    expect(print).toHaveBeenCalledTimes(1);
    const ticket = document.querySelector('#print-area article');
    expect(ticket?.textContent).toContain('Farmacias Prueba');
    expect(ticket?.textContent).toContain('Folio 101');
    expect(ticket?.textContent).toContain('$245.00');
  });

  it("shows the server's not-found message", async () => {
    mockApi((path) =>
      path === ORDER_DETAILS ? { status: 404, body: { ok: false, errors: 'no se encontraron registros para el folio: 999' } } : undefined,
    );
    renderRoute('/order_view/999');
    expect(await screen.findByText('no se encontraron registros para el folio: 999')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
  });

  it.each(['/order_view', '/order_view/abc', '/order_view/0'])('%s is not an order and asks nothing', async (url) => {
    const { calls } = mockApi();
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos ese pedido' })).toBeTruthy();
    expect(calls).not.toContain(ORDER_DETAILS);
  });
});
