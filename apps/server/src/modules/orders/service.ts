import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { t } from '@mostrador/shared/messages/es-MX';
import type { OrderDetailsResponse, OrderSummary } from '@mostrador/shared/schemas/orders';
import { systemClock, type Clock } from '../../lib/clock';
import type { Session } from '../../plugins/session';
import { mayCancelAsCustomer, mayReadOrder } from '../../policies/orders';
import type { CartService } from '../cart/service';
import type { CatalogueService } from '../catalogue/service';
import { createBranchOrders, from, until, type Range } from './branch-orders';
import { createChangeOrderStatus, orderNotFound } from './change-order-status';
import { createFinishCart, type FinishInput, type PrescriptionAttach } from './finish-cart';
import { createSupportOrders } from './support-orders';
import type {
  CustomerTrackerOf,
  DispatchReadiness,
  DispatchRecord,
  OrderEvents,
  OrderPush,
  RecordPharmacistCheck,
  RecordPickup,
  RecordRecall,
} from './order-events';
import { createPickup, type Pickup, type PickupRequest } from './pickup';
import { createPharmacistCheck } from './pharmacist-check';
import { presentOrder, presentSummary } from './presenter';
import { createRecallOrder, recallUntil, type RecallRequest } from './recall-order';
import type { OrdersRepository } from './repository';
import { createReturnToBranch } from './return-to-branch';

/** What the orders service is built from (wiring/ordering.ts). */
export type OrdersServiceDeps = {
  repo: OrdersRepository;
  cart: Pick<CartService, 'lockForCheckout' | 'pricedLines' | 'closeAndOpenNew'>;
  catalogue: Pick<CatalogueService, 'lockStock' | 'moveStock'>;
  events: OrderEvents;
  push?: OrderPush;
  /** Decision 064: «Enviar» asks picking; a recall's window, clock and audit row. */
  readiness?: DispatchReadiness;
  recordRecall?: RecordRecall;
  /** Issue 34: the antibiotic register's rows at «Enviar» and a recall's corrections. */
  record?: DispatchRecord;
  clock?: Clock;
  recallMinutes?: number;
  /** Issue 34: the uploaded prescription file joins the order at checkout. */
  prescriptions?: PrescriptionAttach;
  /** Issue 34 (decision 071): the audit row of a pharmacist's decision. */
  recordPharmacist?: RecordPharmacistCheck;
  /** Issue 35 (decision 074): how long a ready pickup order waits, and the hand-over's audit row. */
  pickupHoldDays?: number;
  recordPickup?: RecordPickup;
  /** Issue 35 (decision 077): the customer's tracker, added to their own order's details. */
  trackerOf?: CustomerTrackerOf;
};

/**
 * Orders (docs/product.md#checkout): the customer finishes the cart, lists their orders, reads one and cancels it
 * while pending; the branch lists its day and moves orders along the table in docs/product.md#order-statuses. Who may do
 * what to which order is asked of `policies/`; events leave only after commit (docs/product.md#live-channel).
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo, events } = deps;
  const [clock, recallMinutes] = [deps.clock ?? systemClock, deps.recallMinutes ?? 30];
  const finishCart = createFinishCart(deps);
  const changeStatus = createChangeOrderStatus({ ...deps, clock });
  const pickup = createPickup({ repo, changeStatus, clock, holdDays: deps.pickupHoldDays ?? 3, recordPickup: deps.recordPickup });
  const recallOrder = createRecallOrder({ ...deps, clock, recallMinutes });
  const decide = createPharmacistCheck({ ...deps, changeStatus, clock, record: deps.recordPharmacist });

  const details = createDetails(repo, clock, recallMinutes, pickup);
  const addOwnersOnly = ownersOnly(repo, deps.trackerOf);
  return {
    /** The orders of these IDs that are still pending (push reminders stop once an order moves). */
    pendingAmong: async (orderIds: number[]) => new Set(await repo.pendingAmong(orderIds)),

    /** The real checkout without the live event: the demo seed places its orders through it. */
    placeOrder: finishCart,

    async finish(session: Session, input: FinishInput) {
      const result = await finishCart(session.accountId, input);
      const order = await details(result.orderId);
      if (result.created) {
        events.publish({ type: 'NEW_ORDER', branch: result.branch, customerId: session.accountId, orderDetails: order.orderDetails });
      }
      return order;
    },

    async myOrders(session: Session, range: Range): Promise<OrderSummary[]> {
      return (await repo.listForAccount(session.accountId, from(range), until(range))).map(presentSummary);
    },

    /** Anyone the policy does not let read the order gets the answer a missing folio gets. */
    async orderDetails(session: Session, orderId: number) {
      const order = await details(orderId, session);
      if (order.orderDetails.CUSTOMER_ID === session.accountId) await addOwnersOnly(order.orderDetails);
      return order;
    },

    async cancelByCustomer(session: Session, orderId: number) {
      const to = ORDER_STATUS.CANCELLED_BY_CUSTOMER;
      await changeStatus({
        orderId,
        to,
        actor: { kind: 'customer', accountId: session.accountId },
        isAllowed: (order) => mayCancelAsCustomer(session, order),
      });
      return { RESPONSE: t('orders.cancelled', { id: orderId }), ID: orderId, ID_STATUS: to };
    },

    /** Orders by status, for the operators' metrics. */
    countByStatus: () => repo.countByStatus(),

    /** «Regresar a Surtiendo» (decision 064): the order as it now is. */
    async recall(session: Session, request: RecallRequest) {
      await recallOrder(session, request);
      return details(request.ORDER_ID);
    },

    ...createBranchOrders({ repo, changeStatus, details }),
    ...pickupActions(pickup, details),
    /** Couriers (decision 075): the status change with the courier's own checks, and «No entregado»'s return. */
    courier: { changeStatus, returnToBranch: createReturnToBranch(deps) },
    support: createSupportOrders({ repo, changeStatus, events, push: deps.push }),
    /** The pharmacist's check (decision 071): the orders waiting, oldest first, with their lines; the decision. */
    pharmacist: {
      async queue(branch: string | null) {
        const rows = await repo.pharmacist.pendingChecks(branch);
        const items = await repo.pharmacist.itemsOf(rows.map((r) => r.order.id));
        return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.order.id) }));
      },
      decide,
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Issue 35: the counter's hand-over with the customer's code (answering the order as it now is); the uncollected sweep. */
function pickupActions(pickup: Pickup, details: (orderId: number) => Promise<Omit<OrderDetailsResponse, 'ok'>>) {
  return {
    async pickUp(session: Session, request: PickupRequest) {
      await pickup.handOver(session, request);
      return details(request.ORDER_ID);
    },
    sweepUncollected: () => pickup.sweepUncollected(),
  };
}

/**
 * What only the order's customer reads: the pickup code (decision 074) and the tracker (decision 077); staff reading
 * the order never get them.
 */
function ownersOnly(repo: OrdersRepository, trackerOf: CustomerTrackerOf | undefined) {
  return async (order: OrderDetailsResponse['orderDetails']): Promise<void> => {
    if (order.ID_STATUS === ORDER_STATUS.READY_FOR_PICKUP) order.PICKUP_CODE = await repo.pickup.codeOf(order.ID);
    const tracker = await trackerOf?.(order.ID);
    if (tracker) order.TRACKER = tracker;
  };
}

/**
 * An order as every answer shows it: with until when a sent order may be recalled and a ready pickup is kept. With a
 * `reader`, anyone the policy does not let read the order gets the answer a missing folio gets, and the order's own
 * customer reads its history without the staff's names.
 */
function createDetails(repo: OrdersRepository, clock: Clock, recallMinutes: number, pickup: Pickup) {
  return async (orderId: number, reader?: Session): Promise<Omit<OrderDetailsResponse, 'ok'>> => {
    const found = await repo.findOrder(orderId);
    if (!found) throw orderNotFound(orderId);
    const customerId = found.order.accountId;
    if (reader && !mayReadOrder(reader, { customerId, branch: found.order.branch })) throw orderNotFound(orderId);
    const presented = presentOrder(found, reader?.accountId !== customerId);
    const sent =
      found.order.status === ORDER_STATUS.ON_THE_WAY ? found.history.findLast((h) => h.toStatus === ORDER_STATUS.ON_THE_WAY) : undefined;
    const until = sent ? recallUntil(sent.at, recallMinutes) : null;
    presented.orderDetails.RECALL_UNTIL = until && until > clock.now() ? until.toISOString() : null;
    const { readyAt, status } = found.order;
    presented.orderDetails.PICKUP_HOLD_UNTIL =
      status === ORDER_STATUS.READY_FOR_PICKUP && readyAt ? pickup.holdUntil(readyAt).toISOString() : null;
    return presented;
  };
}
