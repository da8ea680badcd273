import { t } from '@mostrador/shared/messages/es-MX';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyFolio } from '../../../src/features/cart';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { clearNotifications, useNotifyStore } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, freshVisit, signIn } from '../../app/helpers';
import { IBUPROFENO, PRODUCT, cartLine, cartOf } from './cart-fixtures';

beforeEach(() => {
  freshVisit(1280);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
});

describe('folio toasts (issue 18, docs/product.md#cart "folio: {id}")', () => {
  it('keep the spec’s "folio: {id}" inside a message that says what happened', () => {
    const folio = t('orders.folio', { id: 7 });
    expect(t('cart.added', { name: IBUPROFENO, id: 7 })).toBe(`${IBUPROFENO} agregado · carrito ${folio}`);
    expect(t('cart.changed', { id: 7 })).toContain(folio);
  });

  it('never stack: a new folio replaces the one on screen', () => {
    render(<NotificationsHost />);
    act(() => notifyFolio(t('cart.added', { name: IBUPROFENO, id: 7 })));
    act(() => notifyFolio('Tu pedido quedó con folio: 5'));
    expect(useNotifyStore.getState().items.map((item) => item.message)).toEqual(['Tu pedido quedó con folio: 5']);
    expect(screen.queryByText(/carrito folio: 7/)).toBeNull();
  });

  it('adding from a product page names the product and the cart', async () => {
    signIn(['ACCOUNT']);
    let added = 0;
    mockApi((path) => {
      if (path.startsWith('/api/catalogue/products/')) return { body: { ok: true, product: PRODUCT } };
      if (path === '/api/orders/shoppingCart') return { body: cartOf(7, added ? [cartLine(PRODUCT.SKU, IBUPROFENO, added)] : []) };
      if (path === '/api/orders/shoppingCartAddProduct') return { body: cartOf(7, [cartLine(PRODUCT.SKU, IBUPROFENO, ++added)]) };
      return undefined;
    });
    render(<NotificationsHost />);
    renderRoute(`/product_view/${PRODUCT.SKU}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText(`${IBUPROFENO} agregado · carrito folio: 7`)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    await vi.waitFor(() => expect(added).toBe(2));
    // Still one toast, not a count badge or a second card.
    expect(screen.getAllByText(`${IBUPROFENO} agregado · carrito folio: 7`)).toHaveLength(1);
    expect(useNotifyStore.getState().items).toHaveLength(1);
  });
});
