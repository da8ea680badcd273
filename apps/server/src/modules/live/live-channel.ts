import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  branchRoom,
  courierRoom,
  customerRoom,
  PHARMACY_ROOM,
  SOCKET_TOKEN_HEADER,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@mostrador/shared/realtime/events';
import { ACCESS } from '@mostrador/shared/constants/access';
import type { AppConfig } from '../../config';
import { hasAnyAccess } from '../../policies/access';
import type { SessionResolver } from '../../plugins/session';
import type { SessionEvent, SessionEvents } from '../auth/index';
import type { OrderEvent, OrderEvents } from '../orders/index';
import { joinCourierRoom } from './courier-room';
import { t } from '@mostrador/shared/messages/es-MX';
import { backOfficeApiT } from '@mostrador/shared/messages/es-MX-back-office-api';

type SocketData = { accountId: number | null; sessionId: number | null; pharmacist?: boolean };
type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** How long the server waits for the client's answer to `login_status`. */
const LOGIN_STATUS_TIMEOUT_MS = 10_000;

/** The branch a branch token of this session opens, or null (the auth module's `branchOf`). */
export type BranchResolver = (branchToken: string, sessionId: number) => Promise<{ branch: string } | null>;

/**
 * The live channel (docs/product.md#live-channel): socket.io on the app's own HTTP server. The handshake's
 * `x-token` (or `auth.token`) names the session; `login_status` is answered with the user ID,
 * and only an answer matching the session joins the customer's room. Order events published
 * after commit go to the customer's and the branch's rooms; with Redis, on every instance.
 */
export async function attachLiveChannel(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    resolveSession: SessionResolver;
    resolveBranch: BranchResolver;
    events: OrderEvents;
    sessionEvents?: SessionEvents;
    /** The branch a courier delivers for, or null (decision 075): their page joins its couriers' room. */
    courierBranchOf?: (accountId: number) => Promise<string | null>;
  },
): Promise<LiveServer> {
  const { config, resolveSession, resolveBranch, events } = deps;
  const io: LiveServer = new Server(app.server, {
    serveClient: false,
    // The client defaults in docs/product.md#constants-and-limits stay; the server only refuses pages of other origins.
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req, config.publicOrigin)),
  });
  const closeAdapter = config.redisUrl ? await useRedisAdapter(io, config.redisUrl, app.log) : async () => undefined;

  io.use(identifySocket(resolveSession));

  io.on('connection', (socket: LiveSocket) => {
    const accountId = socket.data.accountId;
    // Server-side rooms of who this socket is, so taking access away reaches it on any instance.
    if (accountId !== null) void socket.join(accountRoom(accountId));
    if (socket.data.sessionId !== null) void socket.join(sessionRoom(socket.data.sessionId));
    // Pharmacists (and admins) hear every branch's prescriptions waiting (decision 071).
    if (socket.data.pharmacist) void socket.join(PHARMACY_ROOM);
    socket
      .timeout(LOGIN_STATUS_TIMEOUT_MS)
      .emit('login_status', { authenticated: accountId !== null }, (error: Error | null, userId: unknown) => {
        // The client's word is checked against the handshake's session, never trusted.
        if (!error && accountId !== null && userId === accountId) void socket.join(customerRoom(accountId));
      });
    // A branch room only with a branch token issued to this very session (docs/product.md#live-channel).
    socket.on('connect_branch', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const token =
        typeof (payload as { branch_token?: unknown } | null)?.branch_token === 'string'
          ? (payload as { branch_token: string }).branch_token
          : '';
      const sessionId = socket.data.sessionId;
      if (sessionId === null) return ack({ ok: false, errors: t('errors.unauthenticated') });
      resolveBranch(token, sessionId).then(
        (found) => {
          if (!found) return ack({ ok: false, errors: t('staff.branchTokenInvalid') });
          for (const room of socket.rooms) if (room.startsWith('branch:')) void socket.leave(room);
          void socket.join(branchRoom(found.branch));
          ack({ ok: true, branch: found.branch });
        },
        () => ack({ ok: false, errors: t('errors.serviceUnavailable') }),
      );
    });
    socket.on('connect_courier', (_payload, ack) => joinCourierRoom(socket, ack, deps.courierBranchOf));
  });

  const unsubscribe = events.subscribe((event) => relayOrderEvent(io, event));
  const unsubscribeSessions = deps.sessionEvents?.subscribe((event) => endAccess(io, event)) ?? (() => undefined);

  // A stop closes every socket's connection first, without socket.io's "server disconnect"
  // (after which a client stays disconnected for good): clients see a lost connection and
  // reconnect by themselves, to another instance once this one stops accepting. Events keep
  // flowing out (through Redis to the other instances) until the requests in flight are done.
  app.addHook('preClose', (done) => {
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
    done();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeSessions();
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await closeAdapter();
  });
  return io;
}

/** Events are published right after their transaction commits, so SENT_AT is the commit's moment. */
function relayOrderEvent(io: LiveServer, event: OrderEvent): void {
  const SENT_AT = new Date().toISOString();
  if (event.type === 'NEW_ORDER') {
    io.to(branchRoom(event.branch)).emit('NEW_ORDER', { orderDetails: event.orderDetails, SENT_AT });
    // A new order whose prescription waits: the pharmacists' screens re-read their queue (decision 071).
    if (event.orderDetails.PHARMACIST_CHECK === 'pending') {
      const { ID, BRANCH, ID_STATUS } = event.orderDetails;
      io.to(PHARMACY_ROOM).emit('PHARMACIST_CHECK', {
        ORDER_ID: ID,
        BRANCH,
        PHARMACIST_CHECK: 'pending',
        REASON: null,
        ID_STATUS,
        SENT_AT,
      });
    }
    return;
  }
  if (event.type === 'PICK_UPDATED') {
    // The branch's couriers hear it too: an order packed READY becomes one they may take (decision 075).
    io.to([branchRoom(event.branch), courierRoom(event.branch)]).emit('PICK_UPDATED', { ...event.pick, SENT_AT });
    // The customer's tracker reads «Listo» from READY alone, never the lines (decision 077).
    if (event.customerId !== undefined)
      io.to(customerRoom(event.customerId)).emit('ORDER_PACKED', { ORDER_ID: event.pick.ORDER_ID, READY: event.pick.READY, SENT_AT });
    return;
  }
  if (event.type === 'COURIER') {
    const { orderId: ORDER_ID, branch: BRANCH, courierId: COURIER_ID, courierFirstName: COURIER_FIRST_NAME } = event;
    const payload = { ORDER_ID, BRANCH, COURIER_ID, COURIER_FIRST_NAME, SENT_AT };
    io.to([branchRoom(event.branch), courierRoom(event.branch)]).emit('COURIER_UPDATE', payload);
    // The customer reads only the courier's first name, never their account.
    io.to(customerRoom(event.customerId)).emit('COURIER_UPDATE', { ...payload, COURIER_ID: null });
    return;
  }
  if (event.type === 'SUBSTITUTION') {
    io.to(customerRoom(event.customerId)).emit('SUBSTITUTION', { ORDER_ID: event.orderId, OFFERED: event.offered, SENT_AT });
    return;
  }
  if (event.type === 'PHARMACIST_CHECK') {
    const payload = {
      ORDER_ID: event.orderId,
      BRANCH: event.branch,
      PHARMACIST_CHECK: event.check,
      REASON: event.reason,
      ID_STATUS: event.status,
      SENT_AT,
    };
    io.to([customerRoom(event.customerId), branchRoom(event.branch), PHARMACY_ROOM]).emit('PHARMACIST_CHECK', payload);
    return;
  }
  io.to(customerRoom(event.customerId)).emit('ORDER_STATUS', { orderDetails: event.orderDetails, SENT_AT });
  io.to([branchRoom(event.branch), courierRoom(event.branch)]).emit('NEW_ORDER_STATUS', { orderDetails: event.orderDetails, SENT_AT });
}

const accountRoom = (accountId: number) => `account:${accountId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * Access taken away reaches open sockets at once, on every instance (the Redis adapter carries
 * these room operations): a signed-out account's sockets, and those of ended sessions (sign-out,
 * password change or recovery), are disconnected; a revoked branch token's sockets leave that
 * branch's room and, unless the person signed the branch out themselves, are told why.
 */
function endAccess(io: LiveServer, event: SessionEvent): void {
  if (event.type === 'ACCOUNT_SIGNED_OUT') {
    io.in(accountRoom(event.accountId)).disconnectSockets(true);
    return;
  }
  const sockets = io.in(event.sessionIds.map(sessionRoom));
  if (event.type === 'SESSIONS_ENDED') {
    sockets.disconnectSockets(true);
    return;
  }
  sockets.socketsLeave(branchRoom(event.branch));
  if (!event.isOwnSignOut) sockets.emit('message', backOfficeApiT('admin.branchAccessEnded', { branch: event.branch }));
}

/** This instance's sockets by the room they joined (a branch's, a customer's, or none yet), for /metrics. */
export function socketsByRoomType(io: LiveServer): { branch: number; customer: number; anonymous: number } {
  const counts = { branch: 0, customer: 0, anonymous: 0 };
  for (const socket of io.of('/').sockets.values()) {
    let type: keyof typeof counts = 'anonymous';
    for (const room of socket.rooms) {
      if (room.startsWith('branch:')) type = 'branch';
      else if (room.startsWith('customer:') && type === 'anonymous') type = 'customer';
    }
    counts[type]++;
  }
  return counts;
}

/** Same origin as the page's host (or PUBLIC_ORIGIN); clients that send no Origin are not browsers. */
function isAllowedOrigin(req: IncomingMessage, publicOrigin: string | null): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * With Redis, events reach the sockets of every instance. While Redis is down each instance
 * still delivers its own events to its own sockets (the adapter delivers locally before it
 * publishes) and its publishes wait in the client's queue; when the subscriber is back, every
 * socket of this instance is told to re-read (`RESYNC`), in case another instance's events were
 * lost meanwhile (e.g. it restarted with its queue).
 */
async function useRedisAdapter(io: LiveServer, url: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
  // Commands wait for Redis to come back instead of failing: the adapter does not catch every
  // rejection, and an outage must cost live events across instances, never the process.
  const pub = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  // ioredis reports reconnection failures as 'error' events; without listeners they would crash the process.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  // The adapter leaves some commands' promises without a handler; closing while Redis is away
  // rejects them ("Connection is closed"), and Node 20 ends the process on an unhandled rejection.
  for (const client of [pub, sub]) {
    const send = client.sendCommand.bind(client);
    client.sendCommand = (...args: Parameters<typeof send>) => {
      const sent = send(...args);
      void Promise.resolve(sent).catch(() => undefined);
      return sent;
    };
  }
  let wasReady = false;
  let lost = false;
  sub.on('ready', () => {
    if (lost) {
      log.info('live channel: Redis is back, events cross instances again; sockets re-read');
      io.local.emit('RESYNC');
    }
    wasReady = true;
    lost = false;
  });
  sub.on('close', () => {
    if (!wasReady || lost) return;
    lost = true;
    log.warn('live channel: Redis unavailable, events reach only the sockets of their own instance');
  });
  io.adapter(createAdapter(pub, sub));
  return async () => {
    // disconnect, not quit: quit would wait for a Redis that may be down.
    pub.disconnect();
    sub.disconnect();
  };
}

/** The handshake's `x-token` (or `auth.token`) names the socket's session. */
function identifySocket(resolveSession: SessionResolver) {
  return (socket: LiveSocket, next: (err?: Error) => void) => {
    const header = socket.handshake.headers[SOCKET_TOKEN_HEADER];
    const auth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof header === 'string' ? header : typeof auth === 'string' ? auth : '';
    socket.data.accountId = null;
    socket.data.sessionId = null;
    if (token.length === 0 || token.length > 512) return next();
    // A token that does not open a session leaves the socket anonymous: it joins no room. The
    // same resolver as the HTTP calls' session plugin decides.
    resolveSession(token).then(
      (session) => {
        socket.data.accountId = session?.accountId ?? null;
        socket.data.sessionId = session?.sessionId ?? null;
        socket.data.pharmacist = session ? hasAnyAccess(session, [ACCESS.PHARMACIST, ACCESS.ADMIN]) : false;
        next();
      },
      () => next(),
    );
  };
}
