import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../src/shared/notify/notifications-host';
import { notify } from '../../../src/shared/notify/notify';
import { clearNotifications } from '../../../src/shared/notify/notify-store';

const space = () => document.documentElement.style.getPropertyValue('--notify-bottom-space');

afterEach(() => {
  act(() => clearNotifications());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The pick list pads its end with this (issue 33): its last line scrolls above the toasts of a phone's bottom edge. */
describe('notifications host: the space the bottom toasts take', () => {
  it('holds the tallest bottom stack’s height while one shows, and nothing once they go', () => {
    let measure = () => {};
    const watched: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          measure = callback;
        }
        observe = (element: Element) => watched.push(element);
        disconnect = () => {};
      },
    );
    // jsdom lays nothing out: a stack is 64 px per card, as a phone would show two short toasts.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.position ? this.childElementCount * 64 : 0;
    });
    const { unmount } = render(<NotificationsHost />);
    expect(watched.map((e) => (e as HTMLElement).dataset.position)).toEqual(['bottom-left', 'bottom', 'bottom-right']);
    act(() => {
      notify({ type: 'positive', message: 'Avisamos al cliente' });
      notify({ type: 'info', message: 'Pedido 101: En camino' });
      notify({ type: 'info', message: 'Arriba no cuenta', position: 'top' });
    });
    act(() => measure());
    expect(space()).toBe('128px');
    act(() => clearNotifications());
    act(() => measure());
    expect(space()).toBe('');
    act(() => notify({ type: 'info', message: 'Otra vez' }));
    act(() => measure());
    expect(space()).toBe('64px');
    unmount();
    expect(space()).toBe('');
  });
});
