import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { address } from '../../app/fixtures';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { DETAILS } from '../orders/order-fixtures';

const line = (SKU: string, NAME: string, extra: Partial<ShoppingCart['products'][number]> = {}) => ({
  SKU,
  UNITS: 1,
  SOY_TU_FAN_JSON: null,
  NAME,
  PRESENTATION: 'Caja',
  IMAGE: '',
  PRICE: 100,
  REQUIRES_PRESCRIPTION: false,
  SUBTOTAL: 100,
  DISCOUNT: 0,
  LINE_TOTAL: 100,
  FREE_UNITS: 0,
  ...extra,
});
const cart = (products: ShoppingCart['products']): ShoppingCart => ({
  ID: 42,
  products,
  UNITS: products.length,
  SUBTOTAL: 100 * products.length,
  DISCOUNT: 0,
  TOTAL: 100 * products.length,
});

/** The prescription upload (an XMLHttpRequest, for its progress) answered as the server does. */
class FakeUpload {
  upload = { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  status = 0;
  response: unknown = null;
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    this.status = 200;
    this.response = { ok: true, PRESCRIPTION: { ID: 9, CONTENT_TYPE: 'image/webp', BYTES: 3, CREATED_AT: '2026-11-28T08:00:00.000Z' } };
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  setScreenWidth(390);
  resetStores();
  signIn(['ACCOUNT']);
  useAuthStore.getState().setAddresses([address(3, true), address(4)]);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
});

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

describe('purchase stepper (/purchase)', () => {
  it('walks cart, address, contact, payment, prescription and confirm, then finishes once with a key', async () => {
    const finishes: { body: Record<string, unknown>; key: string | null }[] = [];
    mockApi((path, init) => {
      if (path === '/api/orders/shoppingCart')
        return {
          body: { ok: true, shoppingCart: cart([line('A', 'Paracetamol'), line('RX', 'Amoxicilina', { REQUIRES_PRESCRIPTION: true })]) },
        };
      if (path === '/api/orders/shoppingCartFinish') {
        finishes.push({
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          key: new Headers(init?.headers).get('Idempotency-Key'),
        });
        return { body: DETAILS };
      }
      return undefined;
    });
    render(<NotificationsHost />);
    const { router } = renderRoute('/purchase');
    expect(await screen.findByRole('heading', { name: 'Revisa tu carrito' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 6:')).toBeTruthy();
    next();
    expect(screen.getByRole('radio', { name: /Dirección 3/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Dirección 4/ }));
    next();
    fireEvent.change(screen.getByLabelText('Celular para la entrega'), { target: { value: '12' } });
    next();
    expect(screen.getByText('Número celular no valido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Celular para la entrega'), { target: { value: '3312345678' } });
    fireEvent.change(screen.getByLabelText('Notas para la sucursal (opcional)'), { target: { value: 'Timbre' } });
    next();
    fireEvent.change(screen.getByLabelText('¿Con cuánto pagas? (opcional)'), { target: { value: '150' } });
    next();
    expect(screen.getByText('El efectivo con el que pagas ($150.00) no cubre el total de $200.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('¿Con cuánto pagas? (opcional)'), { target: { value: '500' } });
    expect(screen.getByText('Tu cambio: $300.00')).toBeTruthy();
    next();
    next();
    expect(screen.getByText('Escribe el nombre del médico que firmó la receta')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre del médico'), { target: { value: 'Dra. Ruiz' } });
    fireEvent.change(screen.getByLabelText('Cédula profesional'), { target: { value: '1234-567' } });
    next();
    // Issue 34: the file and the doctor's address are asked too.
    expect(screen.getByText('Tu carrito lleva medicamentos con receta: adjunta la foto o el PDF de la receta')).toBeTruthy();
    expect(screen.getByText('Escribe el domicilio del médico que aparece en la receta')).toBeTruthy();
    const realXhr = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receta.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('input[type=file][capture]')!, { target: { files: [photo] } });
    expect(await screen.findByText(/Receta adjunta/)).toBeTruthy();
    globalThis.XMLHttpRequest = realXhr;
    expect(screen.queryByText('Tu carrito lleva medicamentos con receta: adjunta la foto o el PDF de la receta')).toBeNull();
    fireEvent.change(screen.getByLabelText('Domicilio del médico'), { target: { value: 'Av. Hidalgo 100' } });
    // A fixed field loses its error as it is fixed, before «Continuar».
    expect(screen.queryByText('Escribe el domicilio del médico que aparece en la receta')).toBeNull();
    next();
    expect(screen.getByText('Dra. Ruiz · cédula 1234567')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido por $200.00' }));
    // Issue 18: the spec's "folio: {id}" inside a message that names the order.
    expect(await screen.findByText('Tu pedido quedó con folio: 101')).toBeTruthy();
    expect(finishes).toEqual([
      {
        body: {
          token: 'token-de-prueba-123',
          PHONE: '3312345678',
          FULFILMENT: 'DELIVERY',
          ADDRESS_ID: 4,
          NOTES: 'Timbre',
          CART_ID: 42,
          PAYMENT: 'EFECTIVO',
          CASH_AMOUNT: 500,
          PRESCRIPTION: { DOCTOR_NAME: 'Dra. Ruiz', CEDULA: '1234567', DOCTOR_ADDRESS: 'Av. Hidalgo 100', PRESCRIPTION_ID: 9 },
        },
        key: expect.stringMatching(/^42-[0-9a-f-]{36}$/) as string,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order_view/101'));
  });

  it('asks for no prescription without such products, and sends card payment without cash', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi((path, init) => {
      if (path === '/api/orders/shoppingCart') return { body: { ok: true, shoppingCart: cart([line('A', 'Paracetamol')]) } };
      if (path === '/api/orders/shoppingCartFinish') {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return {
          status: 409,
          body: { ok: false, errors: 'No hay suficientes existencias en la sucursal Centro: Paracetamol (disponibles: 0).' },
        };
      }
      return undefined;
    });
    render(<NotificationsHost />);
    renderRoute('/purchase');
    await screen.findByRole('heading', { name: 'Revisa tu carrito' });
    expect(screen.getByText('Paso 1 de 5:')).toBeTruthy();
    next();
    next();
    next();
    fireEvent.click(screen.getByRole('radio', { name: /Pago con tarjeta a la entrega/ }));
    expect(screen.queryByLabelText('¿Con cuánto pagas? (opcional)')).toBeNull();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido por $100.00' }));
    expect(await screen.findByText(/No hay suficientes existencias/)).toBeTruthy();
    expect(bodies[0]).toMatchObject({ PAYMENT: 'TARJETA', CASH_AMOUNT: null, PRESCRIPTION: null });
  });

  it('flags lines the serving branch cannot fill, fixes them in one tap and only then goes on (issue 32)', async () => {
    let lines = [line('A', 'Paracetamol', { UNITS: 3 }), line('ADV', 'Advil 200 mg')];
    const updates: unknown[] = [];
    const stockAsked: string[] = [];
    mockApi((path, init) => {
      if (path === '/api/orders/shoppingCart') return { body: { ok: true, shoppingCart: cart(lines) } };
      if (path.startsWith('/api/catalogue/stock?')) {
        stockAsked.push(path);
        return { body: { ok: true, BRANCH: 'GDL-CENTRO', NAME: 'Sucursal Centro', UNITS: { A: 2, ADV: 0 } } };
      }
      if (path === '/api/orders/shoppingCartUpdateProductUnits') {
        const body = JSON.parse(String(init?.body)) as { SKU: string; UNITS: number };
        updates.push({ SKU: body.SKU, UNITS: body.UNITS });
        lines = lines.flatMap((l) => (l.SKU !== body.SKU ? [l] : body.UNITS === 0 ? [] : [{ ...l, UNITS: body.UNITS }]));
        return { body: { ok: true, shoppingCart: cart(lines) } };
      }
      return undefined;
    });
    renderRoute('/purchase');
    // No branch of the fixtures serves the default address (C.P. 44160): the company's default branch does.
    expect(await screen.findByText('Solo quedan 2 en Sucursal Centro')).toBeTruthy();
    expect(screen.getByText('Agotado en Sucursal Centro')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Ajusta los productos marcados: la sucursal Sucursal Centro no los tiene completos.',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', true);
    expect(stockAsked[0]).toBe('/api/catalogue/stock?BRANCH=GDL-CENTRO&SKUS=A,ADV');

    fireEvent.click(screen.getByRole('button', { name: 'Dejar 2' }));
    await waitFor(() => expect(screen.queryByText('Solo quedan 2 en Sucursal Centro')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(updates).toEqual([
      { SKU: 'A', UNITS: 2 },
      { SKU: 'ADV', UNITS: 0 },
    ]);
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', false);
  });

  it('an empty cart offers the catalogue instead of a stepper', async () => {
    mockApi((path) => (path === '/api/orders/shoppingCart' ? { body: { ok: true, shoppingCart: cart([]) } } : undefined));
    renderRoute('/purchase');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu carrito está vacío' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toBeTruthy();
  });
});
