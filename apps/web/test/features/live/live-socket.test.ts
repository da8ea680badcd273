import { DAY_SUMMARY_REREAD_MS } from '@mostrador/shared/constants/limits';
import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../src/features/auth/auth-store';
import { connectLiveChannel, readStatusChange } from '../../../src/features/live/live-socket';
import { usePickProgressStore } from '../../../src/features/live/pick-progress-store';
import { useSocketStore } from '../../../src/shared/socket/socket-store';
import { clearNotifications, useNotifyStore } from '../../../src/shared/notify/notify-store';
import { resetStores, signIn } from '../../app/helpers';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Handler>();
const fakeSocket = {
  on: (event: string, handler: Handler) => handlers.set(event, handler),
  connect: vi.fn(),
  disconnect: vi.fn(),
};
const ioMock = vi.fn((_options: unknown) => fakeSocket);
vi.mock('socket.io-client', () => ({ io: (options: unknown) => ioMock(options) }));

const fire = (event: string, ...args: unknown[]) => act(() => handlers.get(event)?.(...args));

beforeEach(() => {
  resetStores();
  signIn(['ACCOUNT']);
});
afterEach(() => act(() => clearNotifications()));

describe('live channel client', () => {
  it('checks payloads before reading them', () => {
    expect(readStatusChange({ orderDetails: { ID: 7, ID_STATUS: 2 } })).toEqual({ ID: 7, ID_STATUS: 2 });
    expect(readStatusChange({ orderDetails: { ID: '7', ID_STATUS: 2 } })).toBeNull();
    expect(readStatusChange({ orderDetails: { ID: 7, ID_STATUS: 99 } })).toBeNull();
    expect(readStatusChange(null)).toBeNull();
  });

  it('tracks the socket state, answers login_status with the user ID and reloads orders on ORDER_STATUS', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await connectLiveChannel(queryClient);
    expect(fakeSocket.connect).toHaveBeenCalledTimes(1);
    // The token is read at each (re)connection, from the auth store.
    const { auth } = ioMock.mock.calls[0]?.[0] as { auth: (cb: (data: object) => void) => void };
    auth((data) => expect(data).toEqual({ token: 'token-de-prueba-123' }));

    fire('connect');
    expect(useSocketStore.getState().socketStatus).toBe('connected');
    // On every (re)connection the orders on screen are read again: nothing missed meanwhile.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orderDetails'] });
    invalidate.mockClear();
    const answer = vi.fn();
    fire('login_status', { authenticated: true }, answer);
    expect(answer).toHaveBeenCalledWith(useAuthStore.getState().user?.ID);

    fire('ORDER_STATUS', { orderDetails: { ID: 101, ID_STATUS: 2 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['myOrders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orderDetails'] });
    expect(useNotifyStore.getState().items.map((n) => n.message)).toContain('Tu pedido con folio 101 ahora está: Surtiendo');
    invalidate.mockClear();
    fire('ORDER_STATUS', { orderDetails: { ID: 101, ID_STATUS: 'x' } });
    expect(invalidate).not.toHaveBeenCalled();

    // The server's instances lost each other for a while: the orders on screen are read again.
    fire('RESYNC');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lastOrders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['myOrders'] });

    // Another person of the branch scanned (issue 33): that order's open pick list reads itself again.
    invalidate.mockClear();
    vi.useFakeTimers();
    fire('PICK_UPDATED', {
      ORDER_ID: 101,
      READY: false,
      WAITING: 1,
      LINES: [
        { SKU: 'A', UNITS: 2, PICKED: 2, UNAVAILABLE: false },
        { SKU: 'B', UNITS: 1, PICKED: 0, UNAVAILABLE: true },
        { SKU: 'C', UNITS: 3, PICKED: 1, UNAVAILABLE: false },
      ],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pickList', 101] });
    expect(usePickProgressStore.getState().byOrder[101]).toEqual({ done: 2, total: 3, waiting: 1, ready: false });
    // …and so does the monitor's "Para surtir hoy", once for a burst of scans, after the window.
    fire('PICK_UPDATED', { ORDER_ID: 102, READY: false, LINES: [] });
    fire('PICK_UPDATED', { ORDER_ID: 101, READY: false, LINES: [] });
    const summaryRereads = () => invalidate.mock.calls.filter(([f]) => f?.queryKey?.[0] === 'pickDaySummary').length;
    expect(summaryRereads()).toBe(0);
    act(() => vi.advanceTimersByTime(DAY_SUMMARY_REREAD_MS));
    expect(summaryRereads()).toBe(1);
    fire('PICK_UPDATED', { ORDER_ID: 101, READY: true, LINES: [] });
    act(() => vi.advanceTimersByTime(DAY_SUMMARY_REREAD_MS));
    expect(summaryRereads()).toBe(2);
    vi.useRealTimers();
    invalidate.mockClear();
    fire('PICK_UPDATED', { ORDER_ID: 'x' });
    expect(invalidate).not.toHaveBeenCalled();

    fire('disconnect');
    expect(useSocketStore.getState()).toMatchObject({ socketStatus: 'disconnected', socketBranchStatus: 'disconnected' });
    // Signing out reconnects, so the server sees the socket as anonymous from then on.
    act(() => useAuthStore.getState().logout());
    expect(fakeSocket.disconnect).toHaveBeenCalled();
    expect(fakeSocket.connect).toHaveBeenCalledTimes(2);
  });
});
