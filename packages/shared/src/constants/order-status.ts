/**
 * Order statuses and their transitions (docs/product.md#order-statuses). The spec only shows 1 = pending; the rest
 * is the design's table. Anything not listed in `next` is refused by the server.
 */
export const ORDER_STATUS = {
  PENDING: 1,
  STOCKING: 2,
  ON_THE_WAY: 3,
  DELIVERED: 4,
  CANCELLED_BY_CUSTOMER: 5,
  CANCELLED_BY_BRANCH: 6,
  /** Issue 35: a pickup order packed and waiting at its branch's counter. */
  READY_FOR_PICKUP: 7,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export type OrderStatusActor = 'checkout' | 'branch' | 'customer';
/** How the customer gets the order (issue 35): brought to their address or collected at the branch. */
export type Fulfilment = 'delivery' | 'pickup';

export interface OrderStatusInfo {
  id: OrderStatusId;
  /** Spanish name shown to people. */
  name: string;
  /** Who moves an order into this status. */
  setBy: OrderStatusActor;
  /** "(customer notified)" in the design's table: the customer gets a notice on entering it. */
  notifiesCustomer: boolean;
  next: readonly OrderStatusId[];
  /**
   * Where a recall returns an order sent by mistake (issue 33, decision 064). Not in `next`:
   * a recall is its own call with its own time rule, so canTransition never allows it.
   */
  recallTo?: OrderStatusId;
  /** Only orders of this fulfilment enter it: «En camino» is delivery's, «Listo para recoger» pickup's (issue 35). */
  onlyFor?: Fulfilment;
}

const S = ORDER_STATUS;

export const ORDER_STATUSES: Readonly<Record<OrderStatusId, OrderStatusInfo>> = {
  1: {
    id: 1,
    name: 'Pendiente',
    setBy: 'checkout',
    notifiesCustomer: false,
    next: [S.STOCKING, S.CANCELLED_BY_CUSTOMER, S.CANCELLED_BY_BRANCH],
  },
  2: {
    id: 2,
    name: 'Surtiendo',
    setBy: 'branch',
    notifiesCustomer: true,
    next: [S.ON_THE_WAY, S.READY_FOR_PICKUP, S.CANCELLED_BY_BRANCH],
  },
  3: {
    id: 3,
    name: 'En camino',
    setBy: 'branch',
    notifiesCustomer: true,
    next: [S.DELIVERED, S.CANCELLED_BY_BRANCH],
    recallTo: S.STOCKING,
    onlyFor: 'delivery',
  },
  4: { id: 4, name: 'Entregado', setBy: 'branch', notifiesCustomer: true, next: [] },
  5: { id: 5, name: 'Cancelado por el cliente', setBy: 'customer', notifiesCustomer: false, next: [] },
  6: { id: 6, name: 'Cancelado por la sucursal', setBy: 'branch', notifiesCustomer: false, next: [] },
  7: {
    id: 7,
    name: 'Listo para recoger',
    setBy: 'branch',
    notifiesCustomer: true,
    next: [S.DELIVERED, S.CANCELLED_BY_BRANCH],
    onlyFor: 'pickup',
  },
};

export const ORDER_STATUS_IDS = Object.values(ORDER_STATUS) as readonly OrderStatusId[];

export function isOrderStatusId(value: unknown): value is OrderStatusId {
  return typeof value === 'number' && (ORDER_STATUS_IDS as readonly number[]).includes(value);
}

/** Spanish name; an unknown id (e.g. from a newer server) shows as its number, not a crash. */
export function orderStatusName(id: number): string {
  return isOrderStatusId(id) ? ORDER_STATUSES[id].name : `Estado ${id}`;
}

/** Only pending orders count as pending (docs/product.md#branch-monitor); they drive the monitor's alarm. */
export function isPendingStatus(id: number): boolean {
  return id === ORDER_STATUS.PENDING;
}

/** Delivered and cancelled orders never change again. */
export function isFinalStatus(id: OrderStatusId): boolean {
  return ORDER_STATUSES[id].next.length === 0;
}

export function canTransition(from: number, to: number): boolean {
  return isOrderStatusId(from) && isOrderStatusId(to) && ORDER_STATUSES[from].next.includes(to);
}

/** canTransition for an order of this fulfilment: a pickup order never goes «En camino», a delivery never waits at the counter. */
export function canTransitionFor(from: number, to: number, fulfilment: Fulfilment): boolean {
  if (!canTransition(from, to)) return false;
  const onlyFor = ORDER_STATUSES[to as OrderStatusId].onlyFor;
  return onlyFor === undefined || onlyFor === fulfilment;
}

/** The status a recall returns this one to, or null: only «En camino» can be recalled (to «Surtiendo»). */
export function recallTarget(from: number): OrderStatusId | null {
  return isOrderStatusId(from) ? (ORDER_STATUSES[from].recallTo ?? null) : null;
}
