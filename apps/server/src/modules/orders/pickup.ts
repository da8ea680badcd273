import { timingSafeEqual } from 'node:crypto';
import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import { readPickupCode } from '@mostrador/shared/pickup/pickup-code';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayActOnBranchOrder } from '../../policies/orders';
import type { ChangeOrderStatus } from './change-order-status';
import type { RecordPickup } from './order-events';
import type { OrderRow, OrdersRepository } from './repository';

/** Wrong codes in a row before the code is locked, and for how long (decision 074). */
export const PICKUP_MAX_TRIES = 5;
export const PICKUP_LOCK_MINUTES = 15;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Orders cancelled per sweep run at most; the next run takes the rest. */
const SWEEP_BATCH = 100;

export type PickupRequest = { ORDER_ID: number; CODE: string; PRESCRIPTION_COLLECTED?: boolean; ip: string };

class WrongCode extends Error {}

/**
 * Pickup at the counter (issue 35, decision 074): «Listo para recoger» comes through the status table
 * (change-order-status.ts gives the code); here staff of the order's branch hand it over with the
 * customer's code, typed or scanned, and the sweep cancels what nobody collected.
 */
export function createPickup(deps: {
  repo: OrdersRepository;
  changeStatus: ChangeOrderStatus;
  clock: Clock;
  holdDays: number;
  recordPickup?: RecordPickup;
}) {
  const { repo, changeStatus, clock, holdDays, recordPickup } = deps;

  /** On the locked row: only a ready pickup order, not locked, with this very code. */
  const checkCode = (order: OrderRow, code: string) => {
    const id = order.id;
    if (order.fulfilment !== 'pickup') throw new AppError(pickupT('pickup.notPickup', { id }), 409, { code: 'WRONG_FULFILMENT' });
    if (order.status !== ORDER_STATUS.READY_FOR_PICKUP || order.pickupCode === null) {
      throw new AppError(pickupT('pickup.notReady', { id, status: orderStatusName(order.status) }), 409, { code: 'PICKUP_NOT_READY' });
    }
    const now = clock.now();
    if (order.pickupLockedUntil !== null && order.pickupLockedUntil > now) throw lockedError(order.pickupLockedUntil, now);
    if (!sameCode(order.pickupCode, code)) throw new WrongCode();
  };

  return {
    /** «Entregar pedido» at the counter: the order becomes «Entregado» with who handed it over (history and audit). */
    async handOver(session: Session, request: PickupRequest): Promise<void> {
      const read = readPickupCode(request.CODE);
      if (!read) throw new AppError(pickupT('pickup.codeFormat'), 400);
      const orderId = request.ORDER_ID;
      if (read.orderId !== null && read.orderId !== orderId) {
        throw new AppError(pickupT('counter.otherOrder', { scanned: read.orderId, id: orderId }), 409, { code: 'PICKUP_OTHER_ORDER' });
      }
      let customerId = 0;
      try {
        await changeStatus({
          orderId,
          to: ORDER_STATUS.DELIVERED,
          actor: { kind: 'branch', accountId: session.accountId },
          isAllowed: (order) => mayActOnBranchOrder(session, order),
          notes: pickupT('pickup.historyNote'),
          prescriptionCollected: request.PRESCRIPTION_COLLECTED,
          guard: (order) => {
            checkCode(order, read.code);
            customerId = order.accountId;
          },
          alsoInTransaction: async (tx) => {
            await repo.on(tx).pickup.clear(orderId);
            await recordPickup?.(tx, { actorId: session.accountId, ip: request.ip, orderId, customerId });
          },
        });
      } catch (error) {
        if (error instanceof WrongCode) throw await wrongCode(orderId);
        throw error;
      }
    },

    /** Cancels pickup orders not collected within PICKUP_HOLD_DAYS: stock back, the customer told by push. */
    sweepUncollected: () => sweepUncollected(deps),

    /** Until when a ready order is kept at the counter. */
    holdUntil: (readyAt: Date) => new Date(readyAt.getTime() + holdDays * DAY_MS),
  };

  /** Counts the wrong try (its own transaction: the refusal rolled the hand-over back) and says how many are left. */
  async function wrongCode(orderId: number): Promise<AppError> {
    const now = clock.now();
    const { left, lockedUntil } = await repo.transaction((orders) =>
      orders.pickup.failedTry(orderId, now, PICKUP_MAX_TRIES, PICKUP_LOCK_MINUTES * MINUTE_MS),
    );
    if (lockedUntil) return lockedError(lockedUntil, now);
    const message = left === 1 ? pickupT('pickup.codeInvalidLast') : pickupT('pickup.codeInvalid', { left });
    return new AppError(message, 409, { code: 'PICKUP_CODE_WRONG' });
  }
}

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
  return new AppError(pickupT('pickup.codeLocked', { minutes }), 429, {
    code: 'PICKUP_CODE_LOCKED',
    retryAfterMs: until.getTime() - now.getTime(),
  });
}

function sameCode(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Pickup = ReturnType<typeof createPickup>;

/** The uncollected sweep: each pickup order ready for longer than PICKUP_HOLD_DAYS is cancelled by the system. */
async function sweepUncollected(deps: { repo: OrdersRepository; changeStatus: ChangeOrderStatus; clock: Clock; holdDays: number }) {
  const { repo, changeStatus, clock, holdDays } = deps;
  const ids = await repo.pickup.uncollected(new Date(clock.now().getTime() - holdDays * DAY_MS), SWEEP_BATCH);
  let cancelled = 0;
  for (const orderId of ids) {
    const moved = await changeStatus({
      orderId,
      to: ORDER_STATUS.CANCELLED_BY_BRANCH,
      actor: { kind: 'system', accountId: null },
      isAllowed: () => true,
      notes: pickupT('pickup.uncollectedNote', { days: holdDays }),
      pushExtra: { uncollectedDays: holdDays },
      // Handed over meanwhile: nothing to do.
      guard: (order) => {
        if (order.status !== ORDER_STATUS.READY_FOR_PICKUP) throw new WrongCode();
      },
    }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof WrongCode) return false;
        throw error;
      },
    );
    if (moved) cancelled++;
  }
  return cancelled;
}
