import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api/api-error';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { notify, notifyError } from '../../../src/shared/notify/notify';
import type { NotifyHandle, NotifyOptions } from '../../../src/shared/notify/notify';
import { clearNotifications } from '../../../src/shared/notify/notify-store';

const POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const;

const cards = () => document.querySelectorAll('[data-type]');
const stack = (position: string) => document.querySelector<HTMLElement>(`[data-position="${position}"]`);
/** notify() inside act(); returns its handle. */
function show(options: NotifyOptions): NotifyHandle {
  let handle: NotifyHandle | undefined;
  act(() => {
    handle = notify(options);
  });
  if (!handle) throw new Error('notify() no devolvió nada');
  return handle;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<NotificationsHost />);
});
afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('renders nine stacks and puts each notification in its position', () => {
    for (const position of POSITIONS) expect(stack(position)).not.toBeNull();
    for (const position of POSITIONS) show({ type: 'info', message: `en ${position}`, position });
    for (const position of POSITIONS) {
      expect(within(stack(position) as HTMLElement).getByText(`en ${position}`)).toBeDefined();
    }
    expect(cards()).toHaveLength(9);
  });

  it('closes after 5000 ms by default', () => {
    show({ type: 'positive', message: 'Guardado' });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Guardado')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Guardado')).toBeNull();
  });

  it('runs the progress bar for timeout + 1000 ms (docs/product.md#notifications-and-dialogs)', () => {
    show({ type: 'info', message: 'Por defecto' });
    show({ type: 'info', message: 'Corta', timeout: 2000 });
    const bars = [...document.querySelectorAll<HTMLElement>('[data-part="progress"]')];
    expect(bars.map((bar) => bar.style.animationDuration).sort()).toEqual(['3000ms', '6000ms']);
  });

  it('groups identical notifications into one with a count badge and restarts the timer', () => {
    show({ type: 'warning', message: 'Sin conexión' });
    act(() => vi.advanceTimersByTime(4000));
    show({ type: 'warning', message: 'Sin conexión' });
    show({ type: 'warning', message: 'Sin conexión' });
    expect(cards()).toHaveLength(1);
    const badge = document.querySelector('[data-part="badge"]');
    expect(badge?.textContent).toContain('3');
    expect(badge?.getAttribute('data-badge-position')).toBe('top-right');
    act(() => vi.advanceTimersByTime(4999));
    expect(cards()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(cards()).toHaveLength(0);
  });

  it('with replace, a notification of the same group replaces the text on screen instead of counting', () => {
    show({ type: 'positive', message: 'Paracetamol agregado · carrito folio: 7', group: 'folio', replace: true });
    show({ type: 'positive', message: 'Tu pedido quedó con folio: 5', group: 'folio', replace: true });
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Tu pedido quedó con folio: 5')).toBeDefined();
    expect(screen.queryByText('Paracetamol agregado · carrito folio: 7')).toBeNull();
    expect(document.querySelector('[data-part="badge"]')).toBeNull();
  });

  it('does not group when type, caption or position differ, or when group is false', () => {
    show({ type: 'info', message: 'Hola' });
    show({ type: 'positive', message: 'Hola' });
    show({ type: 'info', message: 'Hola', caption: 'otra' });
    show({ type: 'info', message: 'Hola', position: 'top' });
    show({ type: 'info', message: 'Hola', group: false });
    expect(cards()).toHaveLength(5);
    expect(document.querySelector('[data-part="badge"]')).toBeNull();
  });

  it('places the badge where asked', () => {
    show({ type: 'info', message: 'Dos', badgePosition: 'bottom-left' });
    show({ type: 'info', message: 'Dos', badgePosition: 'bottom-left' });
    expect(document.querySelector('[data-part="badge"]')?.getAttribute('data-badge-position')).toBe('bottom-left');
  });

  it('ongoing shows a spinner, stays until updated, then closes on its timeout', () => {
    show({ type: 'ongoing', message: 'Guardando…' });
    const handle = show({ type: 'ongoing', message: 'Guardando…' });
    expect(cards()).toHaveLength(2); // ongoing ones are separate tasks: never grouped by default
    expect(document.querySelector('[data-part="spinner"]')).not.toBeNull();
    expect(document.querySelector('[data-part="progress"]')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(cards()).toHaveLength(2);
    act(() => handle.update({ type: 'positive', message: 'Guardado' }));
    expect(screen.getByText('Guardado')).toBeDefined();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(cards()).toHaveLength(1);
  });

  it('the handle dismisses; the close button labelled "Cerrar" too', () => {
    show({ type: 'ongoing', message: 'Cargando' });
    const handle = show({ type: 'info', message: 'Aviso', timeout: 0 });
    act(() => handle.dismiss());
    expect(screen.queryByText('Aviso')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(cards()).toHaveLength(0);
  });

  it('timeout 0 keeps the notification', () => {
    show({ type: 'info', message: 'Fija', timeout: 0 });
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByText('Fija')).toBeDefined();
  });

  it('uses role alert for negative and warning, status otherwise', () => {
    show({ type: 'negative', message: 'Falló', caption: 'Intenta de nuevo' });
    show({ type: 'positive', message: 'Listo' });
    expect(screen.getByRole('alert').textContent).toContain('Falló');
    expect(screen.getByRole('alert').textContent).toContain('Intenta de nuevo');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('status').textContent).toContain('Listo');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('a success that answers a failure closes the failures still shown, and only those (issue 32)', () => {
    show({ type: 'negative', message: 'Número celular o contraseña incorrectos' });
    show({ type: 'warning', message: 'Sin conexión' });
    show({ type: 'positive', message: 'Hola, María', clearsErrors: true });
    expect(screen.queryByText('Número celular o contraseña incorrectos')).toBeNull();
    expect(screen.getByText('Sin conexión')).toBeDefined();
    expect(screen.getByText('Hola, María')).toBeDefined();
  });

  it('runs an action and closes', () => {
    const onClick = vi.fn();
    show({ type: 'info', message: 'Producto borrado', actions: [{ label: 'Deshacer', onClick }] });
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(cards()).toHaveLength(0);
  });
});

describe('notify validation (docs/product.md#notifications-and-dialogs)', () => {
  it.each([
    ['no options', undefined, 'Notify: parameter required'],
    ['no message', { type: 'info' }, 'Notify: parameter required'],
    ['empty message', { type: 'info', message: '  ' }, 'Notify: parameter required'],
    ['wrong position', { message: 'x', position: 'middle' }, 'Notify: wrong position "middle"'],
    ['NaN timeout', { message: 'x', timeout: Number.NaN }, 'Notify: wrong timeout "NaN"'],
    ['negative timeout', { message: 'x', timeout: -1 }, 'Notify: wrong timeout "-1"'],
    ['wrong badge position', { message: 'x', badgePosition: 'center' }, 'Notify: wrong badgePosition "center"'],
  ])('%s: logs a console error and shows nothing', (_, options, error) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = show(options as unknown as NotifyOptions);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(error);
    expect(handle.id).toBeNull();
    expect(cards()).toHaveLength(0);
  });
});

describe('notifyError (docs/product.md#notifications-and-dialogs)', () => {
  it.each([
    ['the response errors', { ok: false, errors: 'Sin existencias' }, 'Sin existencias'],
    ['"nok" for ok:false without errors', { ok: false }, 'nok'],
    ['"Error desconocido" otherwise', undefined, 'Error desconocido'],
    ['"Error desconocido" for a plain error', new TypeError('Failed to fetch'), 'Error desconocido'],
    ['the ApiError text', new ApiError('Tu sesión terminó', 401), 'Tu sesión terminó'],
  ])('shows %s', (_, response, message) => {
    act(() => {
      notifyError(response);
    });
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-type')).toBe('negative');
    expect(within(alert).getByText(message)).toBeDefined();
  });
});
