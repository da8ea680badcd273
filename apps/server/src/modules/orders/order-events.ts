import type { OrderStatusId } from '@mostrador/shared/constants/order-status';
import type { PharmacistCheck } from '@mostrador/shared/constants/pharmacist-check';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import type { PickUpdate } from '@mostrador/shared/schemas/picking';
import type { CustomerTracker } from '@mostrador/shared/schemas/tracking';
import { createEventChannel, type EventChannel } from '../../lib/event-channel';
import type { Database } from '../../db/client';

/**
 * What the orders module announces after a transaction commits (docs/product.md#live-channel). The live channel
 * subscribes and relays them over socket.io: NEW_ORDER to the branch room, ORDER_STATUS to the
 * customer's room, NEW_ORDER_STATUS to the branch room; the picking module's PICK_UPDATED to the
 * branch room.
 */
export type OrderEvent =
  | { type: 'NEW_ORDER'; branch: string; customerId: number; orderDetails: OrderDetails }
  | {
      type: 'ORDER_STATUS';
      branch: string;
      customerId: number;
      /** RECALLED: the branch returned a sent order to «Surtiendo» (decision 064); the customer reads why. */
      orderDetails: { ID: number; ID_STATUS: OrderStatusId; RECALLED?: true };
    }
  /** customerId: the customer's tracker hears whether the order is packed (decision 077), never the lines. */
  | { type: 'PICK_UPDATED'; branch: string; customerId?: number; pick: PickUpdate }
  /** Picking's substitutions (decision 063): to the customer's room; OFFERED when a new question waits. */
  | { type: 'SUBSTITUTION'; branch: string; customerId: number; orderId: number; offered: boolean }
  /**
   * Couriers (issue 35, decision 075): an order was assigned, taken or released; to the branch's room, its couriers' room
   * and the customer's room (the courier's first name only).
   */
  | { type: 'COURIER'; branch: string; customerId: number; orderId: number; courierId: number | null; courierFirstName: string | null }
  /** The pharmacist's check (issue 34, decision 071): to the customer's, the branch's and the pharmacists' rooms. */
  | {
      type: 'PHARMACIST_CHECK';
      branch: string;
      customerId: number;
      orderId: number;
      check: PharmacistCheck;
      reason: string | null;
      status: OrderStatusId;
    };

/**
 * The push module's outbox, written inside the order's own transaction (app.ts wires the push
 * service in; the demo seed runs without it). Declared here so orders never import push's internals.
 */
export interface OrderPush {
  enqueueOrderStatus(
    tx: Database,
    change: {
      orderId: number;
      customerId: number;
      status: OrderStatusId;
      recalled?: boolean;
      pickup?: { code: string; branchName: string };
      uncollectedDays?: number;
    },
  ): Promise<void>;
  enqueueNewOrder(tx: Database, order: { orderId: number; branch: string; branchName: string; total: number }): Promise<void>;
  /** The pharmacist's decision, with the rejection's reason (issue 34). */
  enqueuePharmacistCheck?(
    tx: Database,
    decision: { orderId: number; customerId: number; approved: boolean; reason: string | null },
  ): Promise<void>;
}

/** The audit module's record(tx, …) for a pharmacist's decision, written in the decision's transaction. */
export type RecordPharmacistCheck = (
  tx: Database,
  entry: { actorId: number; ip: string; orderId: number; customerId: number; approved: boolean; reason: string; outcome: string },
) => Promise<void>;

/**
 * Picking's answer to "may this order leave?" (issue 33, decision 064), asked inside «Enviar»'s
 * transaction with the order's row locked: null when the pick list is ready, else the Spanish
 * reason. wiring/services.ts gives it, so orders never imports picking (picking imports orders).
 */
export interface DispatchReadiness {
  whyNotReady(tx: Database, order: { id: number; branch: string }): Promise<string | null>;
}

/**
 * The antibiotic register's writes (issue 34, decision 072), in «Enviar»'s and the recall's own
 * transaction with the order's row locked. wiring/services.ts gives it; orders never imports it.
 */
export interface DispatchRecord {
  sent(tx: Database, order: { id: number; branch: string }, actorId: number | null): Promise<void>;
  recalled(tx: Database, order: { id: number; branch: string }, actorId: number | null): Promise<void>;
}

/**
 * The customer's tracker (issue 35, decision 077) that `orderDetails` adds for the order's own customer: wiring/ gives
 * the tracking module's, so orders never imports it.
 */
export type CustomerTrackerOf = (orderId: number) => Promise<CustomerTracker | null>;

/** The audit module's record(tx, …) for a counter hand-over with the pickup code (issue 35). */
export type RecordPickup = (tx: Database, entry: { actorId: number; ip: string; orderId: number; customerId: number }) => Promise<void>;

/** The audit module's record(tx, …) for a recall, written in the recall's own transaction. */
export type RecordRecall = (
  tx: Database,
  entry: { actorId: number; ip: string; orderId: number; customerId: number; reason: string; sentAt: Date },
) => Promise<void>;

export type OrderEvents = EventChannel<OrderEvent>;

/** In-process fan-out; a listener that throws is logged and never breaks the order call. */
export const createOrderEvents = (onListenerError?: (error: unknown) => void): OrderEvents =>
  createEventChannel<OrderEvent>(onListenerError);
