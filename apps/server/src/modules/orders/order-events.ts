import type { OrderStatusId } from '@mostrador/shared/constants/order-status';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import { createEventChannel, type EventChannel } from '../../lib/event-channel';

/**
 * What the orders module announces after a transaction commits (DESIGN §4). The live channel
 * subscribes and relays them over socket.io: NEW_ORDER to the branch room, ORDER_STATUS to the
 * customer's room, NEW_ORDER_STATUS to the branch room.
 */
export type OrderEvent =
  | { type: 'NEW_ORDER'; branch: string; customerId: number; orderDetails: OrderDetails }
  | { type: 'ORDER_STATUS'; branch: string; customerId: number; orderDetails: { ID: number; ID_STATUS: OrderStatusId } };

export type OrderEvents = EventChannel<OrderEvent>;

/** In-process fan-out; a listener that throws is logged and never breaks the order call. */
export const createOrderEvents = (onListenerError?: (error: unknown) => void): OrderEvents =>
  createEventChannel<OrderEvent>(onListenerError);
