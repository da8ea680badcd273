import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { freshVisit, mockApi, renderRoute, signIn } from '../../app/helpers';
import { IBUPROFENO, PRODUCT, cartLine, cartOf } from './cart-fixtures';

beforeEach(() => {
  freshVisit(390);
  signIn(['ACCOUNT']);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
});

describe('the cart', () => {
  it('keeps an added product when a cart read asked before the add answers after it', async () => {
    let inCart = false;
    const { fetchMock } = mockApi((path) => {
      if (path.startsWith('/api/catalogue/products/')) return { body: { ok: true, product: PRODUCT } };
      if (path === '/api/orders/shoppingCart') return { body: cartOf(7, inCart ? [cartLine(PRODUCT.SKU, IBUPROFENO)] : []) };
      if (path === '/api/orders/shoppingCartAddProduct') {
        inCart = true;
        return { body: cartOf(7, [cartLine(PRODUCT.SKU, IBUPROFENO)]) };
      }
      return undefined;
    });
    // The first cart read is slow: its answer (the cart as it was) arrives after the add's.
    let answerRead = () => {};
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    let reads = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = fetchMock(input, init);
      if (String(input) === '/api/orders/shoppingCart' && reads++ === 0) await readHeld;
      return answer;
    });

    renderRoute(`/product_view/${PRODUCT.SKU}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('button', { name: 'Carrito, 1 productos' })).toBeTruthy();
    expect(reads).toBe(1);

    await act(async () => answerRead());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Carrito, 1 productos' })).toBeTruthy();
  });
});
