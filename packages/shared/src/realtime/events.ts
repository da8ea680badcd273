/**
 * Typed event maps of the live channel (docs/product.md#live-channel), for socket.io's Server<…> and Socket<…>
 * generics on both sides. Types only: payloads are still validated with zod on receipt.
 */
import type { OrderStatusId } from '../constants/order-status';
import type { PickUpdate } from '../schemas/picking';

/** Header that carries the session token in the handshake (docs/product.md#roles-and-access); `auth.token` also works. */
export const SOCKET_TOKEN_HEADER = 'x-token';

/** The least a live order carries; the orders contract's full detail type fits in `TOrder`. */
export interface LiveOrder {
  ID: number;
  ID_STATUS: OrderStatusId;
  BRANCH: string;
}

export interface OrderStatusChange {
  ID: number;
  ID_STATUS: OrderStatusId;
  /** The branch returned the sent order to «Surtiendo» (decision 064): the customer reads why. */
  RECALLED?: true;
}

export interface PharmacistCheckEvent {
  ORDER_ID: number;
  BRANCH: string;
  PHARMACIST_CHECK: 'pending' | 'approved' | 'rejected';
  REASON: string | null;
  ID_STATUS: OrderStatusId;
}

export interface CourierUpdate {
  ORDER_ID: number;
  BRANCH: string;
  COURIER_ID: number | null;
  /** The courier's first name (what the customer's tracker shows); null when released. */
  COURIER_FIRST_NAME: string | null;
}

export interface LoginStatusPayload {
  authenticated: boolean;
}

export type ConnectBranchAck = { ok: true; branch: string } | { ok: false; errors: string };

/**
 * Order events carry SENT_AT (ISO 8601, the server's clock when it relayed the committed change):
 * a client can tell a late delivery, and the live benchmark times delivery from it.
 */
type Sent = { SENT_AT?: string };

export interface ServerToClientEvents<TOrder extends LiveOrder = LiveOrder> {
  /**
   * Sent after connecting; the client answers through the ack with its user ID (null when
   * signed out). The server must check that ID against the handshake's session, never trust it.
   */
  login_status: (payload: LoginStatusPayload, answer: (userId: number | null) => void) => void;
  /** A free text for the person, already in Spanish. */
  message: (text: string) => void;
  /** To the customer's room: one of their orders changed; the client reloads its orders. */
  ORDER_STATUS: (payload: { orderDetails: OrderStatusChange } & Sent) => void;
  /** To the branch room: a new order, appended to the monitor's list. */
  NEW_ORDER: (payload: { orderDetails: TOrder } & Sent) => void;
  /** To the branch room: an order's status changed. */
  NEW_ORDER_STATUS: (payload: { orderDetails: OrderStatusChange } & Sent) => void;
  /** To the branch room: an order's pick list changed (a scan, a line by hand, a line unavailable); issue 33. */
  PICK_UPDATED: (payload: PickUpdate & Sent) => void;
  /**
   * To the customer's room: the branch offered a substitute for a missing line of the order, or an
   * offer was answered or expired (decision 063); the order page re-reads its question and total.
   */
  SUBSTITUTION: (payload: { ORDER_ID: number; OFFERED: boolean } & Sent) => void;
  /**
   * The pharmacist's check of an order (issue 34, decision 071): to the customer's room, the
   * branch's room and the pharmacists' room (`pharmacy`). PENDING when a new order waits for a
   * pharmacist (pharmacists' room only); the decision with the rejection's reason otherwise.
   */
  PHARMACIST_CHECK: (payload: PharmacistCheckEvent & Sent) => void;
  /**
   * Couriers (issue 35, decision 075): an order was assigned to a courier, taken or released. To the branch's room, the
   * room of that branch's couriers and the customer's room; the customer's monitor and tracker re-read.
   */
  COURIER_UPDATE: (payload: CourierUpdate & Sent) => void;
  /**
   * To the customer's room (decision 077): whether their order's pick list is packed (the tracker's «Listo»), on each
   * change of the list; no lines, no counts.
   */
  ORDER_PACKED: (payload: { ORDER_ID: number; READY: boolean } & Sent) => void;
  /**
   * Events of other instances may have been missed (Redis was unavailable and is back): the
   * client re-reads its orders as after a reconnection.
   */
  RESYNC: () => void;
}

export interface ClientToServerEvents {
  connect_branch: (payload: { branch_token: string }, ack: (result: ConnectBranchAck) => void) => void;
  /** A courier's page joins its branch's couriers' room (the server reads the branch from the session, decision 075). */
  connect_courier: (payload: Record<string, never>, ack: (result: ConnectBranchAck) => void) => void;
}

export const customerRoom = (customerId: number): string => `customer:${customerId}`;
export const branchRoom = (branchCode: string): string => `branch:${branchCode}`;
/** Every pharmacist's (and admin's) socket, chain-wide (decision 071). */
export const PHARMACY_ROOM = 'pharmacy';
/** The couriers of one branch (decision 075): orders to take appear and vanish live. */
export const courierRoom = (branchCode: string): string => `couriers:${branchCode}`;
