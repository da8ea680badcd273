import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { pickingT as pt } from '@mostrador/shared/messages/es-MX-picking';
import type { Database } from '../../db/client';
import type { SubstitutionStatus } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import type { AdjustStockIn } from './by-hand';
import { allowedOrder } from './access';
import { lineStates } from './presenter';
import type { PickingQueries, PickingRepository, PickOrder } from './repository';
import type { SubstitutionRow } from './substitution-repository';

/** The push module's outbox, written in the offer's transaction (wiring gives it; none in the demo seed). */
export interface SubstitutionPush {
  enqueueSubstitution(
    tx: Database,
    offer: { orderId: number; customerId: number; name: string; original: string; difference: number },
  ): Promise<void>;
}

export interface OfferInput {
  orderId: number;
  sku: string;
  substituteSku: string;
  units: number;
}
export interface AnswerInput {
  orderId: number;
  id: number;
  accept: boolean;
  ip: string;
}

export interface SubstitutionDeps {
  repo: PickingRepository;
  clock: Clock;
  adjustStockIn: AdjustStockIn;
  push?: SubstitutionPush;
  /** SUBSTITUTION_ANSWER_MINUTES. */
  answerMinutes: number;
}

export const conflict = (message: string, code: string) => new AppError(message, 409, { code });
export const statusWords = (s: SubstitutionStatus) => pt(`substitution.status.${s}`);

/** Locks the order, checks the branch's access and that it is being picked. */
export async function stockingOrder(repo: PickingQueries, session: Session, orderId: number): Promise<PickOrder> {
  const order = allowedOrder(session, orderId, await repo.lockOrder(orderId));
  if (order.status !== ORDER_STATUS.STOCKING) {
    throw conflict(pt('pick.notStocking', { id: order.id, status: orderStatusName(order.status) }), 'PICK_NOT_STOCKING');
  }
  return order;
}

/**
 * An open offer past its time, under the order's lock: the line leaves the order and the total
 * follows, and the event says no one answered. Returns whether anything changed.
 */
export async function expireDue(repo: PickingQueries, order: PickOrder, now: Date): Promise<boolean> {
  const due = await repo.subs.dueOffers(order.id, now);
  for (const offer of due) {
    const closed = await repo.subs.close(offer.id, 'expired', null, now);
    if (closed) await removeLine(repo, order, closed, null, now);
  }
  return due.length > 0;
}

export async function removeLine(repo: PickingQueries, order: PickOrder, s: SubstitutionRow, by: number | null, at: Date) {
  await repo.subs.removeLine(order.id, s.position);
  await repo.subs.recomputeTotals(order.id, at);
  await repo.insertEvent(answerEvent(order, s, by, at));
}

export const answerEvent = (order: PickOrder, s: SubstitutionRow, by: number | null, at: Date) => ({
  orderId: order.id,
  branch: order.branch,
  accountId: by,
  kind: 'substitution_answered' as const,
  sku: s.originalSku,
  code: s.substituteSku,
  units: s.units,
  reason: s.status,
  createdAt: at,
});

/** The missing line: on the order, marked «No disponible», with no offer open for it. */
export async function missingLine(repo: PickingQueries, order: PickOrder, sku: string) {
  const line = await repo.subs.line(order.id, sku);
  if (!line) throw new AppError(pt('pick.lineNotInOrder', { sku, id: order.id }), 404);
  const [state] = lineStates(await repo.lines(order.id, order.branch), await repo.tallies(order.id)).filter((l) => l.row.sku === sku);
  if (!state?.unavailable) throw conflict(pt('substitution.lineNotMissing', { name: line.name }), 'SUBSTITUTION_LINE_NOT_MISSING');
  const open = (await repo.subs.forOrder(order.id)).find((s) => s.position === line.position && s.status === 'offered');
  if (open) throw conflict(pt('substitution.alreadyOffered', { name: line.name }), 'SUBSTITUTION_OPEN');
  return line;
}
