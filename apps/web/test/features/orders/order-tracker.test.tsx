import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerTracker } from '@mostrador/shared/schemas/tracking';
import { clearNotifications } from '../../../src/shared/notify/notify-store';
import { mockApi, renderRoute, resetStores, setScreenWidth, signIn } from '../../app/helpers';
import { bodyOf, DETAILS, NOW } from './order-fixtures';

const ORDER_DETAILS = '/api/orders/orderDetails';
const TOKEN = 'A'.repeat(43);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setScreenWidth(390);
  resetStores();
});
afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ON_THE_WAY: CustomerTracker = {
  FULFILMENT: 'DELIVERY',
  STAGE: 'ON_THE_WAY',
  COURIER_FIRST_NAME: 'Raúl',
  // 12:40 to 13:05 in Mexico City.
  ESTIMATE: { KIND: 'ARRIVAL', FROM: '2026-11-22T18:40:00.000Z', TO: '2026-11-22T19:05:00.000Z' },
  SHARED_UNTIL: null,
};
const withTracker = (TRACKER: CustomerTracker) => ({ ...DETAILS, orderDetails: { ...DETAILS.orderDetails, ID_STATUS: 3, TRACKER } });
const steps = () => within(screen.getByRole('list', { name: 'Etapas del pedido' })).getAllByRole('listitem');

describe('the customer’s tracker (decision 077)', () => {
  it('shows the stages with the current one, the courier’s first name and the window in Mexico City time', async () => {
    signIn(['ACCOUNT']);
    mockApi((path) => (path === ORDER_DETAILS ? { body: withTracker(ON_THE_WAY) } : undefined));
    renderRoute('/order_view/101');
    await screen.findByRole('region', { name: 'Estado de tu pedido' });
    expect(steps().map((s) => s.textContent?.replace(' (hecho)', ''))).toEqual([
      'Recibido',
      'Surtiendo',
      'Listo',
      'En camino con Raúl',
      'Entregado',
    ]);
    expect(steps()[3]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('tracker-estimate').textContent).toBe('Llega aprox. entre 12:40 y 13:05');
  });

  it('a pickup says when it will be ready; a cancelled order says so instead of stages', async () => {
    signIn(['ACCOUNT']);
    let tracker: CustomerTracker = {
      ...ON_THE_WAY,
      FULFILMENT: 'PICKUP',
      STAGE: 'PICKING',
      COURIER_FIRST_NAME: null,
      ESTIMATE: { KIND: 'READY', FROM: '2026-11-22T18:20:00.000Z', TO: '2026-11-22T18:30:00.000Z' },
    };
    mockApi((path) => (path === ORDER_DETAILS ? { body: withTracker(tracker) } : undefined));
    const { unmount } = renderRoute('/order_view/101');
    await screen.findByRole('region', { name: 'Estado de tu pedido' });
    expect(steps()).toHaveLength(4);
    expect(screen.getByTestId('tracker-estimate').textContent).toBe('Listo aprox. a las 12:30');
    unmount();
    tracker = { ...tracker, STAGE: 'CANCELLED', ESTIMATE: null };
    renderRoute('/order_view/101');
    expect(await screen.findByRole('heading', { name: 'Pedido cancelado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compartir seguimiento' })).toBeNull();
  });

  it('«Compartir seguimiento» shows the link once, «Dejar de compartir» ends it', async () => {
    signIn(['ACCOUNT']);
    const { fetchMock } = mockApi((path) => {
      if (path === ORDER_DETAILS) return { body: withTracker(ON_THE_WAY) };
      if (path === '/api/orders/trackingShare')
        return { body: { ok: true, URL: `https://tienda.example/track/${TOKEN}`, EXPIRES_AT: '2026-11-29T18:00:00.000Z' } };
      if (path === '/api/orders/trackingUnshare') return { body: { ok: true, REVOKED: 1 } };
      return undefined;
    });
    renderRoute('/order_view/101');
    fireEvent.click(await screen.findByRole('button', { name: 'Compartir seguimiento' }));
    expect(((await screen.findByTestId('share-url')) as HTMLInputElement).value).toBe(`https://tienda.example/track/${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: /Dejar de compartir/ }));
    // The link is gone from the page; the offer to make a new one is back.
    expect(await screen.findByRole('button', { name: 'Compartir seguimiento' })).toBeTruthy();
    expect(screen.queryByTestId('share-url')).toBeNull();
    const unshare = fetchMock.mock.calls.find(([path]) => String(path) === '/api/orders/trackingUnshare');
    expect(bodyOf(unshare?.[1])).toEqual({ token: 'token-de-prueba-123', ORDER_ID: 101 });
  });
});

describe('a shared tracker (/track/:token)', () => {
  it('shows only the stages and the estimate, without signing in', async () => {
    const { fetchMock } = mockApi((path) =>
      path === '/api/tracking/shared' ? { body: { ok: true, tracker: { ...ON_THE_WAY, SHARED_UNTIL: undefined } } } : undefined,
    );
    renderRoute(`/track/${TOKEN}`);
    expect(await screen.findByText('En camino con Raúl')).toBeTruthy();
    expect(screen.getByTestId('tracker-estimate').textContent).toBe('Llega aprox. entre 12:40 y 13:05');
    const call = fetchMock.mock.calls.find(([path]) => String(path) === '/api/tracking/shared');
    expect(bodyOf(call?.[1])).toEqual({ TRACKING_TOKEN: TOKEN });
  });

  it('says so when the link was revoked or ended, and for a token that cannot be one', async () => {
    mockApi((path) =>
      path === '/api/tracking/shared'
        ? { status: 410, body: { ok: false, errors: 'Este enlace de seguimiento venció.', CODE: 'SHARE_EXPIRED' } }
        : undefined,
    );
    const { unmount } = renderRoute(`/track/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace de seguimiento venció.');
    unmount();
    renderRoute('/track/no-es-un-enlace');
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace de seguimiento no existe.');
  });
});
