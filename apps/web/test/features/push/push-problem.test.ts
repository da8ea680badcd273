import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api/api-error';
import { knownPushProblem, pushProblemMessage, PushProblemError } from '../../../src/features/push/push-problem';

// Issue 32: a push offer that cannot work says why, in Spanish, never "Error desconocido".
const UNSUPPORTED = 'Este navegador no puede recibir notificaciones.';
const BLOCKED = 'Bloqueaste las notificaciones para este sitio; actívalas en la configuración del navegador.';
const INSECURE = 'Las notificaciones solo funcionan en una conexión segura: abre la tienda desde su dirección https.';
const NO_WORKER =
  'Este navegador no dejó preparar las notificaciones (pasa en las ventanas privadas); abre la tienda en una ventana normal.';
const DISMISSED = 'Cerraste el aviso del navegador sin permitir las notificaciones; vuelve a intentarlo y elige «Permitir».';
const PUSH_SERVICE = 'El servicio de notificaciones de tu navegador no respondió; inténtalo más tarde.';
const OFFLINE = 'No hay conexión con la tienda; revisa tu internet e inténtalo de nuevo.';
const FAILED = 'No se pudieron activar las notificaciones en este navegador; inténtalo de nuevo.';

/** A browser with Web Push and the given notification permission (jsdom has none of it). */
function webPush(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('what is known before the offer is clicked', () => {
  it('a browser with Web Push and a permission not yet asked: worth offering', () => {
    webPush('default');
    expect(knownPushProblem()).toBeNull();
    webPush('granted');
    expect(knownPushProblem()).toBeNull();
  });

  it('notifications blocked for the site', () => {
    webPush('denied');
    expect(knownPushProblem()).toBe('blocked');
  });

  it.each(['PushManager', 'Notification', 'serviceWorker'])('a browser without %s cannot receive pushes', (missing) => {
    webPush('default');
    delete (
      missing === 'serviceWorker' ? (navigator as unknown as Record<string, unknown>) : (window as unknown as Record<string, unknown>)
    )[missing];
    expect(knownPushProblem()).toBe('unsupported');
  });

  it('a page that is not a secure context (plain http), before anything else', () => {
    webPush('denied');
    vi.stubGlobal('isSecureContext', false);
    expect(knownPushProblem()).toBe('insecure');
  });
});

describe('why turning push on failed', () => {
  it.each([
    ['no Web Push', new PushProblemError('unsupported'), UNSUPPORTED],
    ['blocked', new PushProblemError('blocked'), BLOCKED],
    ['an insecure page', new PushProblemError('insecure'), INSECURE],
    ['no service worker', new PushProblemError('noServiceWorker'), NO_WORKER],
    ['the prompt closed without a choice', new PushProblemError('dismissed'), DISMISSED],
    ["the browser's push service unreachable", new DOMException('Registration failed - push service error', 'AbortError'), PUSH_SERVICE],
    ['a worker not active', new DOMException('no active worker', 'InvalidStateError'), NO_WORKER],
    ['a browser that cannot subscribe', new DOMException('not supported', 'NotSupportedError'), UNSUPPORTED],
    ['no network to the store', new ApiError('Error desconocido', 0), OFFLINE],
    ['a server answer without words', new ApiError('Error desconocido', 500), FAILED],
    ['a server answer "nok"', new ApiError('nok', 400), FAILED],
    ['anything else thrown', new TypeError('x is undefined'), FAILED],
    ['an unknown DOMException', new DOMException('?', 'DataError'), FAILED],
  ])('%s', (_, error, message) => {
    expect(pushProblemMessage(error)).toBe(message);
  });

  it("the server's own refusal, word for word", () => {
    const refusal = 'La suscripción a notificaciones no es de un servicio de notificaciones permitido';
    expect(pushProblemMessage(new ApiError(refusal, 400))).toBe(refusal);
    expect(pushProblemMessage(new ApiError('Las notificaciones no están disponibles en este servidor', 503))).toBe(
      'Las notificaciones no están disponibles en este servidor',
    );
  });

  it('NotAllowedError is "blocked" only when the permission is denied', () => {
    webPush('denied');
    expect(pushProblemMessage(new DOMException('denied', 'NotAllowedError'))).toBe(BLOCKED);
    webPush('granted');
    expect(pushProblemMessage(new DOMException('not allowed', 'NotAllowedError'))).toBe(FAILED);
  });
});
