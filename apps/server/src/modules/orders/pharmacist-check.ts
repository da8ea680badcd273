import { ORDER_STATUS, orderStatusName, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { lineNeedsPrescription, type PharmacistCheck } from '@mostrador/shared/constants/pharmacist-check';
import { pharmacyT as pt } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/service';
import type { ChangeOrderStatus } from './change-order-status';
import type { OrderEvents, OrderPush, RecordPharmacistCheck } from './order-events';
import { CHECKABLE_STATUSES } from './pharmacist-repository';
import type { OrderRow, OrdersQueries, OrdersRepository } from './repository';

export interface PharmacistActor {
  accountId: number;
  ip: string;
}
export type Decision =
  { orderId: number; approve: true } | { orderId: number; approve: false; reason: string; action: PharmacyRejectAction };
export interface DecisionOutcome {
  orderId: number;
  check: Exclude<PharmacistCheck, 'pending'>;
  status: OrderStatusId;
  removed: number;
}

const conflict = (message: string, code: string) => new AppError(message, 409, { code });

/** The locked order must still wait for a pharmacist, before «En camino»; anything else is refused in Spanish. */
export function assertDecidable(order: OrderRow | null, orderId: number): asserts order is OrderRow {
  if (!order) throw new AppError(pt('pharmacy.notFound', { id: orderId }), 404);
  if (order.pharmacistCheck === 'approved' || order.pharmacistCheck === 'rejected') {
    throw conflict(
      pt('pharmacy.alreadyDecided', { id: orderId, decision: pt(`pharmacy.decision.${order.pharmacistCheck}`) }),
      'PHARMACIST_DECIDED',
    );
  }
  if (order.pharmacistCheck !== 'pending') throw conflict(pt('pharmacy.notPending', { id: orderId }), 'PHARMACIST_NOT_PENDING');
  if (!(CHECKABLE_STATUSES as readonly number[]).includes(order.status)) {
    throw conflict(pt('pharmacy.tooLate', { id: orderId, status: orderStatusName(order.status) }), 'PHARMACIST_TOO_LATE');
  }
}

type StampDeps = { clock: Clock; push?: Pick<OrderPush, 'enqueuePharmacistCheck'>; record?: RecordPharmacistCheck };

/** The check's own writes on the decision's transaction: the condition, the audit row, the push. */
async function stamp(
  deps: StampDeps,
  q: OrdersQueries,
  tx: Database,
  order: OrderRow,
  actor: PharmacistActor,
  d: Decision,
  outcome: string,
) {
  const reason = d.approve ? null : d.reason;
  const done = await q.pharmacist.decideCheck(order.id, {
    check: d.approve ? 'approved' : 'rejected',
    by: actor.accountId,
    at: deps.clock.now(),
    reason,
  });
  // The row lock already keeps a second decision out; the condition is the second guard.
  if (!done) throw conflict(pt('pharmacy.notPending', { id: order.id }), 'PHARMACIST_NOT_PENDING');
  await deps.record?.(tx, {
    actorId: actor.accountId,
    ip: actor.ip,
    orderId: order.id,
    customerId: order.accountId,
    approved: d.approve,
    reason: reason ?? '',
    outcome,
  });
  await deps.push?.enqueuePharmacistCheck?.(tx, { orderId: order.id, customerId: order.accountId, approved: d.approve, reason });
}

/**
 * The pharmacist's decision (issue 34, decision 071), chain-wide (the route admits PHARMACIST or
 * ADMIN). Under the order's row lock and a conditional update, so of two pharmacists one decides
 * and the other is told. Approving frees the prescription lines for picking; rejecting removes
 * them (their units back to the branch's stock, totals recomputed) or cancels the order through
 * the status table. The audit row and the customer's push commit with it; events after.
 */
export function createPharmacistCheck(deps: {
  repo: OrdersRepository;
  catalogue: Pick<CatalogueService, 'moveStock'>;
  events: OrderEvents;
  changeStatus: ChangeOrderStatus;
  clock: Clock;
  push?: Pick<OrderPush, 'enqueuePharmacistCheck'>;
  record?: RecordPharmacistCheck;
}) {
  const { repo, catalogue, events, clock } = deps;

  /** Approve, or reject removing the prescription lines: the order stays where it is. */
  const decideInPlace = (actor: PharmacistActor, d: Decision) =>
    repo.transaction(async (q, tx) => {
      const order = await q.lockOrder(d.orderId);
      assertDecidable(order, d.orderId);
      let removed = 0;
      let outcome = '';
      if (!d.approve) {
        const items = await q.items(order.id);
        const rx = items.filter(lineNeedsPrescription);
        if (rx.length === items.length) throw conflict(pt('pharmacy.onlyCancel', { id: order.id }), 'PHARMACIST_ONLY_CANCEL');
        await q.pharmacist.removeItems(
          order.id,
          rx.map((i) => i.position),
        );
        await q.pharmacist.recomputeTotals(order.id, clock.now());
        // The units checkout took from the branch's stock go back, as a cancellation returns them.
        await catalogue.moveStock(tx, order.branch, rx, 1);
        removed = rx.length;
        outcome = pt('pharmacy.rejectedLines', { id: order.id, count: removed });
      }
      await stamp(deps, q, tx, order, actor, d, outcome);
      return { order, removed };
    });

  /** Reject and cancel: the status table's own change (history, stock back, status push), with the check. */
  async function rejectCancelling(actor: PharmacistActor, d: Decision & { approve: false }) {
    return deps.changeStatus({
      orderId: d.orderId,
      to: ORDER_STATUS.CANCELLED_BY_BRANCH,
      actor: { kind: 'pharmacist', accountId: actor.accountId },
      notes: d.reason,
      isAllowed: () => true,
      guard: (order) => assertDecidable(order, d.orderId),
      alsoInTransaction: async (tx) => {
        const q = repo.on(tx);
        const order = (await q.lockOrder(d.orderId))!;
        await stamp(deps, q, tx, order, actor, d, pt('pharmacy.rejectedCancelled', { id: d.orderId }));
      },
    });
  }

  return async function decide(actor: PharmacistActor, d: Decision): Promise<DecisionOutcome> {
    const cancel = !d.approve && d.action === 'CANCEL_ORDER';
    const { order, removed } = cancel ? { order: await rejectCancelling(actor, d), removed: 0 } : await decideInPlace(actor, d);
    const status = (cancel ? ORDER_STATUS.CANCELLED_BY_BRANCH : order.status) as OrderStatusId;
    const check = d.approve ? 'approved' : 'rejected';
    events.publish({
      type: 'PHARMACIST_CHECK',
      branch: order.branch,
      customerId: order.accountId,
      orderId: order.id,
      check,
      reason: d.approve ? null : d.reason,
      status,
    });
    return { orderId: order.id, check, status, removed };
  };
}

export type PharmacistDecide = ReturnType<typeof createPharmacistCheck>;
