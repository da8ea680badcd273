import { io as connect, type Socket } from 'socket.io-client';

/** The next `event` on `socket`, or a failure naming it after `ms`. */
export const nextEvent = <T>(socket: Socket, event: string, ms = 3_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * Signed-in sockets to the app at `originOf()` that answer login_status with their account, as the
 * web app does, so each is in its customer's room when `client` resolves; `close` disconnects them.
 */
export function liveClients(originOf: () => string) {
  const sockets: Socket[] = [];
  const client = async (token: string, accountId: number) => {
    const socket = connect(originOf(), { transports: ['websocket'], reconnection: false, extraHeaders: { 'x-token': token } });
    sockets.push(socket);
    await new Promise<void>((resolve) =>
      socket.on('login_status', (_p: unknown, answer: (id: number) => void) => {
        answer(accountId);
        setTimeout(resolve, 50);
      }),
    );
    return socket;
  };
  return { client, close: () => sockets.forEach((s) => s.disconnect()) };
}
