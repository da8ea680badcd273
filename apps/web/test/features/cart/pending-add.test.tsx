import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPathOf } from '../../../src/features/auth/return-after-sign-in';
import { PENDING_ADD_KEY, PENDING_ADD_MAX_AGE_MS, rememberPendingAdd, takePendingAdd } from '../../../src/features/cart/pending-add';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { useAuthStore } from '../../../src/features/auth';
import { USER } from '../../app/fixtures';
import { mockApi, renderRoute, freshVisit } from '../../app/helpers';
import { IBUPROFENO, PRODUCT, cartLine, cartOf } from './cart-fixtures';

beforeEach(() => {
  // A signed-out visitor: start-up already ran and found no session.
  freshVisit(390);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
});

describe('the product remembered while signed out', () => {
  it('is taken once, only on its own page, and forgotten after an hour', () => {
    rememberPendingAdd('A', 'Paracetamol', 1_000);
    expect(takePendingAdd('B', 2_000)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).not.toBeNull();
    expect(takePendingAdd('A', 2_000)).toEqual({ sku: 'A', name: 'Paracetamol', at: 1_000 });
    expect(takePendingAdd('A', 2_000)).toBeNull();

    rememberPendingAdd('A', 'Paracetamol', 0);
    expect(takePendingAdd('B', PENDING_ADD_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
  });

  it('sign-in returns only to this app’s own pages', () => {
    expect(returnPathOf({ returnTo: '/product_view/MED-0016?x=1' })).toBe('/product_view/MED-0016?x=1');
    for (const state of [null, {}, { returnTo: 'https://otro.example' }, { returnTo: '//otro.example' }, { returnTo: '/auth/login' }])
      expect(returnPathOf(state)).toBeNull();
  });
});

describe('"Agregar al carrito" while signed out (issue 18: no dead ends)', () => {
  it('signs in, comes back to the product and finds it in the cart with a toast naming it', async () => {
    const added: string[] = [];
    mockApi((path, init) => {
      if (path.startsWith('/api/catalogue/products/')) return { body: { ok: true, product: PRODUCT } };
      if (path === '/api/login')
        return { body: { ok: true, token: 'token-de-prueba-123', user: USER, user_access: [{ ACCESS: 'ACCOUNT' }], user_addresses: [] } };
      if (path === '/api/orders/shoppingCart') return { body: cartOf(7, added.length ? [cartLine(PRODUCT.SKU, IBUPROFENO)] : []) };
      if (path === '/api/orders/shoppingCartAddProduct') {
        added.push((JSON.parse(String(init?.body)) as { SKU: string }).SKU);
        return { body: cartOf(7, [cartLine(PRODUCT.SKU, IBUPROFENO)]) };
      }
      return undefined;
    });
    render(<NotificationsHost />);
    const { router } = renderRoute(`/product_view/${PRODUCT.SKU}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(added).toEqual([]);

    // The way back travels to the register screen and back.
    fireEvent.click(await screen.findByRole('link', { name: '¿Aún no tienes cuenta? Regístrate' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    fireEvent.click(await screen.findByRole('link', { name: '¿Ya tienes cuenta? Inicia sesión' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));

    fireEvent.change(await screen.findByLabelText('Número celular'), { target: { value: '3311112222' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Cliente#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/product_view/${PRODUCT.SKU}`));
    expect(await screen.findByText(`Agregado a tu carrito: ${IBUPROFENO}`)).toBeTruthy();
    // The ask to sign in was the same cart toast: replaced, not left behind.
    expect(screen.queryByText('Inicia sesión para agregar productos a tu carrito')).toBeNull();
    expect(added).toEqual([PRODUCT.SKU]);
    expect(await screen.findByRole('button', { name: 'Carrito, 1 productos' })).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
  });
});

describe('"Agregar al carrito" while a stored session is being renewed (a server-rendered page)', () => {
  it('waits for the renewal instead of sending the person to sign in, then adds with the session', async () => {
    const added: string[] = [];
    mockApi((path, init) => {
      if (path.startsWith('/api/catalogue/products/')) return { body: { ok: true, product: PRODUCT } };
      if (path === '/api/orders/shoppingCart') return { body: cartOf(7, []) };
      if (path === '/api/orders/shoppingCartAddProduct') {
        added.push((JSON.parse(String(init?.body)) as { SKU: string }).SKU);
        return { body: cartOf(7, [cartLine(PRODUCT.SKU, IBUPROFENO)]) };
      }
      return undefined;
    });
    // Read from the device, not yet renewed: every start begins "authenticating".
    useAuthStore.setState({ user: USER, idToken: 'token-de-prueba-123', status: 'authenticating' });
    const { router } = renderRoute(`/product_view/${PRODUCT.SKU}`);
    const button = await screen.findByRole('button', { name: 'Agregar al carrito' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe(`/product_view/${PRODUCT.SKU}`);

    act(() => useAuthStore.setState({ status: 'authenticated' }));
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await vi.waitFor(() => expect(added).toEqual([PRODUCT.SKU]));
    expect(router.state.location.pathname).toBe(`/product_view/${PRODUCT.SKU}`);
  });
});
