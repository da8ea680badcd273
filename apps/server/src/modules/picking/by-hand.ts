import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';
import { pickingT as pt } from '@mostrador/shared/messages/es-MX-picking';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Session } from '../../plugins/session';
import { allowedOrder } from './access';
import { lineStates, waitsPharmacist, type LineState } from './presenter';
import type { PickingQueries, PickingRepository } from './repository';

/** The catalogue's audited stock adjustment, run inside picking's transaction (catalogue-admin's adjustStockIn). */
export type AdjustStockIn = (
  tx: Database,
  actor: { accountId: number; ip: string },
  a: { branch: string; sku: string; kind: 'SET' | 'ADD'; units: number; reason: string },
) => Promise<unknown>;

export interface LineDecision {
  orderId: number;
  sku: string;
  reason: string;
  ip: string;
}

/**
 * What staff decide for a line without scanning, under the order's row lock: count the rest of it
 * («código dañado»), or mark it «No disponible», which also sets the branch's stock of it to 0
 * through the catalogue's audited adjustment in the same transaction. Both store their event.
 */
export function createLineDecisions(deps: { repo: PickingRepository; clock: Clock; adjustStockIn: AdjustStockIn }) {
  const { clock, adjustStockIn } = deps;
  /** Locks the order, checks access and status, and finds the line; anything else is refused. */
  const openLine = async (repo: PickingQueries, session: Session, d: LineDecision) => {
    const order = allowedOrder(session, d.orderId, await repo.lockOrder(d.orderId));
    if (order.status !== ORDER_STATUS.STOCKING) {
      throw new AppError(pt('pick.notStocking', { id: order.id, status: orderStatusName(order.status) }), 409, {
        code: 'PICK_NOT_STOCKING',
      });
    }
    const lines = lineStates(await repo.lines(order.id, order.branch), await repo.tallies(order.id));
    const line = lines.find((l) => l.row.sku === d.sku);
    if (!line) throw new AppError(pt('pick.lineNotInOrder', { sku: d.sku, id: order.id }), 404);
    if (line.unavailable) throw new AppError(pt('pick.lineUnavailable', { name: line.row.name }), 409);
    if (line.picked >= line.row.units) throw new AppError(pt('pick.lineComplete', { name: line.row.name }), 409);
    return { order, line };
  };
  const event = (session: Session, d: LineDecision, branch: string, line: LineState) => ({
    orderId: d.orderId,
    branch,
    accountId: session.accountId,
    sku: d.sku,
    units: line.row.units - line.picked,
    reason: d.reason,
    createdAt: clock.now(),
  });

  return {
    confirmLine: (session: Session, d: LineDecision) =>
      deps.repo.transaction(async (repo) => {
        const { order, line } = await openLine(repo, session, d);
        // A count by hand is a count: a prescription line waits for the pharmacist (decision 071);
        // «No disponible» stays open to it, the shelf is empty whatever the pharmacist decides.
        if (waitsPharmacist(order, line.row)) {
          throw new AppError(pharmacyT('pharmacy.pickBlocked', { name: line.row.name }), 409, { code: 'PICK_WAITS_PHARMACIST' });
        }
        if (line.row.needsLotExpiry) throw new AppError(pt('pick.confirmNeedsLot', { name: line.row.name }), 409);
        await repo.insertEvent({ ...event(session, d, order.branch, line), kind: 'confirmed_without_scan' });
        return order;
      }),

    markUnavailable: (session: Session, d: LineDecision) =>
      deps.repo.transaction(async (repo, tx) => {
        const { order, line } = await openLine(repo, session, d);
        await repo.insertEvent({ ...event(session, d, order.branch, line), kind: 'unavailable' });
        // The units this order took left the stock at checkout; what is left on the shelf is none.
        await adjustStockIn(
          tx,
          { accountId: session.accountId, ip: d.ip },
          {
            branch: order.branch,
            sku: d.sku,
            kind: 'SET',
            units: 0,
            reason: pt('pick.unavailableStockReason', { id: order.id, reason: d.reason }),
          },
        );
        return order;
      }),
  };
}
