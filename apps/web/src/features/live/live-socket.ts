import { DAY_SUMMARY_REREAD_MS, MIN_BRANCH_TOKEN_LENGTH } from '@mostrador/shared/constants/limits';
import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import { isOrderStatusId, orderStatusName } from '@mostrador/shared/constants/order-status';
import type { ClientToServerEvents, OrderStatusChange, ServerToClientEvents } from '@mostrador/shared/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { onAuthenticated, onLogout, useAuthStore } from '../auth';
import { notify } from '../../shared/notify/notify';
import { useSocketStore } from '../../shared/socket/socket-store';
import { pharmacistCheckHeard } from './pharmacist-check';
import { readPickProgress, usePickProgressStore } from './pick-progress-store';
import { t } from '@mostrador/shared/messages/es-MX';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: LiveSocket | null = null;
let daySummaryReread: ReturnType<typeof setTimeout> | null = null;

/** What the branch monitor hears: a new order, or an order's new status. */
export type BranchEvent =
  { type: 'NEW_ORDER'; order: OrderStatusChange & { BRANCH: string } } | { type: 'NEW_ORDER_STATUS'; order: OrderStatusChange };
const branchListeners = new Set<(event: BranchEvent) => void>();
export function onBranchEvent(listener: (event: BranchEvent) => void): () => void {
  branchListeners.add(listener);
  return () => branchListeners.delete(listener);
}

/**
 * docs/product.md#live-channel: after connecting, the branch connection is attempted with the stored branch token
 * (only one longer than 5 characters, docs/product.md#branch-staff-sign-in); the branch status turns connected on the ack.
 */
export function connectBranch(): void {
  const branchToken = useAuthStore.getState().branchIdToken ?? '';
  if (!socket?.connected || branchToken.length <= MIN_BRANCH_TOKEN_LENGTH) return;
  socket.emit('connect_branch', { branch_token: branchToken }, (answer) => {
    useSocketStore.getState().setSocketBranchStatus(answer.ok ? 'connected' : 'disconnected');
  });
}

/** A courier's page joins its branch's couriers' room (decision 075); the server reads the branch from the session. */
export function connectCourier(): void {
  if (!socket?.connected || !hasAccess(useAuthStore.getState().user_access, ACCESS.COURIER)) return;
  socket.emit('connect_courier', {}, () => undefined);
}

/** After a branch sign-out: a fresh connection leaves the branch room on the server. */
export function leaveBranch(): void {
  useSocketStore.getState().setSocketBranchStatus('disconnected');
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

/** A payload from the wire, checked before anything reads it (docs/product.md#live-channel). */
export function readStatusChange(payload: unknown): OrderStatusChange | null {
  const details = (payload as { orderDetails?: { ID?: unknown; ID_STATUS?: unknown } } | null)?.orderDetails;
  if (!details || !Number.isInteger(details.ID) || !isOrderStatusId(details.ID_STATUS)) return null;
  const recalled = (details as { RECALLED?: unknown }).RECALLED === true;
  return { ID: details.ID as number, ID_STATUS: details.ID_STATUS, ...(recalled ? { RECALLED: true as const } : {}) };
}

/**
 * The live channel (docs/product.md#live-channel): socket.io with the library's reconnection defaults
 * (docs/product.md#live-channel). The session token travels in `auth.token` (browsers cannot set headers on a
 * WebSocket); `login_status` is answered with the user's ID. A change of session reconnects.
 */
export async function connectLiveChannel(queryClient: QueryClient): Promise<void> {
  if (socket) return;
  const { io } = await import('socket.io-client');
  const live: LiveSocket = io({ autoConnect: false, auth: (cb) => cb({ token: useAuthStore.getState().idToken ?? '' }) });
  socket = live;
  const { setSocketStatus } = useSocketStore.getState();
  // Whatever changed while the socket was down (or not yet up) shows now (docs/product.md#live-channel).
  const rereadOrders = () => {
    for (const key of ['myOrders', 'orderDetails', 'lastOrders', 'pickList', 'pharmacyQueue', 'courierDeliveries', 'branchCouriers']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
  live.on('connect', () => {
    setSocketStatus('connected');
    connectBranch();
    connectCourier();
    rereadOrders();
  });
  // The server's instances lost each other for a while (Redis): events may have been missed.
  live.on('RESYNC', rereadOrders);
  live.on('NEW_ORDER', (payload) => {
    const change = readStatusChange(payload);
    const branch = (payload as { orderDetails?: { BRANCH?: unknown } }).orderDetails?.BRANCH;
    if (change && typeof branch === 'string')
      branchListeners.forEach((l) => l({ type: 'NEW_ORDER', order: { ...change, BRANCH: branch } }));
  });
  live.on('NEW_ORDER_STATUS', (payload) => {
    const change = readStatusChange(payload);
    if (!change) return;
    branchListeners.forEach((l) => l({ type: 'NEW_ORDER_STATUS', order: change }));
    void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    void queryClient.invalidateQueries({ queryKey: ['pickList', change.ID] });
    void queryClient.invalidateQueries({ queryKey: ['courierDeliveries'] });
  });
  listenForCouriersAndPacking(live, queryClient);
  live.on('PICK_UPDATED', (payload) => pickUpdated(queryClient, payload));
  // The pharmacist's check (decision 071): to the customer, the branch and the pharmacists.
  live.on('PHARMACIST_CHECK', (payload) => void pharmacistCheckHeard(queryClient, payload));
  // The branch offered a substitute, or an offer was answered or expired (decision 063): the order page re-reads.
  live.on('SUBSTITUTION', (payload) => {
    const orderId = (payload as { ORDER_ID?: unknown } | null)?.ORDER_ID;
    if (!Number.isInteger(orderId)) return;
    void queryClient.invalidateQueries({ queryKey: ['orderSubstitutions', orderId] });
    void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    void queryClient.invalidateQueries({ queryKey: ['myOrders'] });
    if ((payload as { OFFERED?: unknown }).OFFERED === true) {
      void import('@mostrador/shared/messages/es-MX-orders').then(({ ordersT }) =>
        notify({ type: 'info', message: ordersT('substitution.live', { id: orderId as number }), group: `order-${orderId as number}` }),
      );
    }
  });
  live.on('disconnect', () => setSocketStatus('disconnected'));
  live.on('login_status', (_payload, answer) => answer(useAuthStore.getState().user?.ID ?? null));
  live.on('message', (text) => {
    if (typeof text === 'string' && text.trim() !== '') notify({ type: 'info', message: text });
  });
  live.on('ORDER_STATUS', (payload) => {
    const change = readStatusChange(payload);
    if (!change) return;
    // docs/product.md#customer-orders: the customer's orders reload; the open detail follows.
    void queryClient.invalidateQueries({ queryKey: ['myOrders'] });
    void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    notify({
      type: 'info',
      // A recall says why (decision 064).
      message: change.RECALLED
        ? t('live.orderRecalled', { id: change.ID })
        : t('live.orderStatus', { id: change.ID, idStatus: orderStatusName(change.ID_STATUS) }),
      group: `order-${change.ID}`,
    });
  });
  const reconnect = () => {
    live.disconnect();
    live.connect();
  };
  onAuthenticated(reconnect);
  onLogout(reconnect);
  live.connect();
}

/** Someone of the branch scanned or marked a line (docs/product.md#picking). */
function pickUpdated(queryClient: QueryClient, payload: unknown): void {
  const heard = readPickProgress(payload);
  if (!heard) return;
  // An open pick list of that order reads itself again; the monitor's row shows the progress.
  void queryClient.invalidateQueries({ queryKey: ['pickList', heard.orderId] });
  // A packed order becomes one a courier may take.
  if (heard.progress.ready) void queryClient.invalidateQueries({ queryKey: ['courierDeliveries'] });
  usePickProgressStore.getState().record(heard.orderId, heard.progress);
  // The monitor's "Para surtir hoy" counts picked units too (features/staff/hooks/use-day-summary.ts),
  // once per window for a burst of scans: a re-read per scan from every monitor slowed the scans.
  daySummaryReread ??= setTimeout(() => {
    daySummaryReread = null;
    void queryClient.invalidateQueries({ queryKey: ['pickDaySummary'] });
  }, DAY_SUMMARY_REREAD_MS);
}

/** The courier of an order (decision 075) and the customer's order packed, the tracker's «Listo» (decision 077). */
function listenForCouriersAndPacking(live: LiveSocket, queryClient: QueryClient): void {
  live.on('COURIER_UPDATE', () => courierHeard(queryClient));
  live.on('ORDER_PACKED', (payload) => {
    const orderId = (payload as { ORDER_ID?: unknown } | null)?.ORDER_ID;
    if (Number.isInteger(orderId)) void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
  });
}

/** Couriers (decision 075): an order assigned, taken or released, heard by the branch, its couriers and the customer. */
function courierHeard(queryClient: QueryClient): void {
  for (const key of ['courierDeliveries', 'branchCouriers', 'orderDetails', 'myOrders'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}
