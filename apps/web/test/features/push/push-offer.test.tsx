import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushOffer } from '../../../src/features/push/components/push-offer';
import { clearNotifications, useNotifyStore } from '../../../src/shared/notify/notify-store';

// Issue 32: the offer says why push cannot work instead of a button that will fail.
const OFFER = 'Avisarme cuando cambie mi pedido';
const UNSUPPORTED = 'Este navegador no puede recibir notificaciones.';
const BLOCKED = 'Bloqueaste las notificaciones para este sitio; actívalas en la configuración del navegador.';
const INSECURE = 'Las notificaciones solo funcionan en una conexión segura: abre la tienda desde su dirección https.';
const DISMISSED = 'Cerraste el aviso del navegador sin permitir las notificaciones; vuelve a intentarlo y elige «Permitir».';
const REFUSED_TOAST =
  'No se concedió el permiso para mostrar notificaciones y quedó bloqueado. Puedes activarlo en la configuración del navegador.';

/** jsdom has no Web Push: a browser with it, whose permission prompt answers `answer`. */
function webPush(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => (notification.permission = answer)),
  };
  const status = new EventTarget();
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => status }, configurable: true });
  /** The person changes the site's permission in the browser's settings (once the offer listens). */
  const change = async (to: NotificationPermission) => {
    await act(async () => {});
    await act(async () => {
      notification.permission = to;
      status.dispatchEvent(new Event('change'));
    });
  };
  return { notification, change };
}

const toasts = () => useNotifyStore.getState().items.map((item) => [item.type, item.message]);
const renderOffer = (token: string | null = 'token-de-prueba-123') => render(<PushOffer kind="customer" token={token} />);

beforeEach(() => act(() => clearNotifications()));
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (navigator as { permissions?: unknown }).permissions;
});

describe('the push offer', () => {
  it('offers the button where push can work', () => {
    webPush('default');
    renderOffer();
    expect(screen.getByRole('button', { name: OFFER })).toBeTruthy();
  });

  it('says the browser cannot receive notifications instead of offering them', () => {
    webPush('default');
    delete (window as { PushManager?: unknown }).PushManager;
    renderOffer();
    expect(screen.getByText(UNSUPPORTED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says notifications are blocked for the site, and offers again once they are unblocked', async () => {
    const { change } = webPush('denied');
    renderOffer();
    expect(screen.getByText(BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await change('default');
    expect(screen.getByRole('button', { name: OFFER })).toBeTruthy();
    expect(screen.queryByText(BLOCKED)).toBeNull();
  });

  it('says a plain-http page cannot have notifications', () => {
    webPush('default');
    vi.stubGlobal('isSecureContext', false);
    renderOffer();
    expect(screen.getByText(INSECURE)).toBeTruthy();
  });

  it('shows nothing to a visitor who is not signed in', () => {
    webPush('default');
    const { container } = renderOffer(null);
    expect(container.textContent).toBe('');
  });

  it('refused at the prompt: the toast of docs/product.md#push-notifications, then the blocked state', async () => {
    const { notification } = webPush('default', 'denied');
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: OFFER }));
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([['negative', REFUSED_TOAST]]);
  });

  it('prompt closed without a choice: says so, and the button stays', async () => {
    webPush('default', 'default');
    renderOffer();
    fireEvent.click(screen.getByRole('button', { name: OFFER }));
    await waitFor(() => expect(toasts()).toEqual([['negative', DISMISSED]]));
    expect((screen.getByRole('button', { name: OFFER }) as HTMLButtonElement).disabled).toBe(false);
  });
});
