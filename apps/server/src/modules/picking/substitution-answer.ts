import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { t } from '@mostrador/shared/messages/es-MX';
import { pickingT as pt } from '@mostrador/shared/messages/es-MX-picking';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import type { PickingQueries, PickOrder } from './repository';
import type { SubstitutionRow } from './substitution-repository';
import { answerEvent, conflict, expireDue, removeLine, statusWords, type AnswerInput, type SubstitutionDeps } from './substitutions';

/** The customer's own order, locked; anyone else's, or none, reads as not found. */
async function customersOrder(repo: PickingQueries, session: Session, orderId: number): Promise<PickOrder> {
  const order = await repo.lockOrder(orderId);
  if (!order || order.accountId !== session.accountId) throw new AppError(t('orders.notFoundForFolio', { id: orderId }), 404);
  return order;
}

/** The customer's side (decision 063): reading and answering, and offers closed past their time. */
export function createAnswers(deps: SubstitutionDeps) {
  const { clock } = deps;

  async function accept(repo: PickingQueries, tx: Database, order: PickOrder, s: SubstitutionRow, session: Session, ip: string) {
    const p = await repo.subs.product(s.substituteSku, order.branch);
    if (!p || p.stock < s.units) {
      throw conflict(pt('substitution.noStock', { units: s.units, name: s.substituteName, stock: p?.stock ?? 0 }), 'SUBSTITUTION_NO_STOCK');
    }
    const at = clock.now();
    const closed = await repo.subs.close(s.id, 'accepted', session.accountId, at);
    if (!closed) return null;
    await repo.subs.replaceLine(order.id, s.position, closed, p.requiresPrescription);
    await repo.subs.recomputeTotals(order.id, at);
    const reason = pt('substitution.stockReason', { id: order.id });
    await deps.adjustStockIn(
      tx,
      { accountId: session.accountId, ip },
      { branch: order.branch, sku: s.substituteSku, kind: 'ADD', units: -s.units, reason },
    );
    await repo.insertEvent(answerEvent(order, closed, session.accountId, at));
    return closed;
  }

  /** «Aceptar sustituto» or «Quitar producto»; an answer after the time is refused (the line was removed). */
  async function answer(session: Session, input: AnswerInput): Promise<PickOrder> {
    const outcome = await deps.repo.transaction(async (repo, tx) => {
      const order = await customersOrder(repo, session, input.orderId);
      const s = await repo.subs.lockOffer(order.id, input.id);
      if (!s) throw new AppError(pt('substitution.notFound', { id: order.id }), 404);
      const now = clock.now();
      const late = s.status === 'offered' && s.expiresAt.getTime() <= now.getTime();
      await expireDue(repo, order, now);
      if (late) return conflict(pt('substitution.expired', { name: s.originalName }), 'SUBSTITUTION_EXPIRED');
      if (s.status !== 'offered') {
        throw conflict(
          pt('substitution.alreadyAnswered', { name: s.originalName, status: statusWords(s.status) }),
          'SUBSTITUTION_ANSWERED',
        );
      }
      if (order.status !== ORDER_STATUS.STOCKING) {
        throw conflict(pt('substitution.notStocking', { id: order.id, status: orderStatusName(order.status) }), 'PICK_NOT_STOCKING');
      }
      if (input.accept) await accept(repo, tx, order, s, session, input.ip);
      else {
        const closed = await repo.subs.close(s.id, 'rejected', session.accountId, clock.now());
        if (closed) await removeLine(repo, order, closed, session.accountId, clock.now());
      }
      return order;
    });
    // Thrown after the commit, so the expiry it found stays.
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  /** The order's offers for its customer, after closing those past their time. */
  async function forCustomer(session: Session, orderId: number) {
    return deps.repo.transaction(async (repo) => {
      const order = await customersOrder(repo, session, orderId);
      const expired = await expireDue(repo, order, clock.now());
      return { order, expired, rows: await repo.subs.forOrder(order.id) };
    });
  }

  return { answer, forCustomer };
}

/** Offers past their time, closed lazily before a read and by the periodic sweep. */
export function createExpiry(deps: SubstitutionDeps) {
  const { clock } = deps;

  /** Lazily, before a read: closes the order's offers past their time; the order if any closed. */
  async function expireOrder(orderId: number): Promise<PickOrder | null> {
    if ((await deps.repo.subs.dueOffers(orderId, clock.now())).length === 0) return null;
    return deps.repo.transaction(async (repo) => {
      const order = await repo.lockOrder(orderId);
      return order && (await expireDue(repo, order, clock.now())) ? order : null;
    });
  }

  /** The sweep: every order with an offer past its time, a few at a time; the orders it changed. */
  async function expireAll(limit = 50): Promise<PickOrder[]> {
    const changed: PickOrder[] = [];
    for (const orderId of await deps.repo.subs.ordersWithDueOffers(clock.now(), limit)) {
      const order = await expireOrder(orderId);
      if (order) changed.push(order);
    }
    return changed;
  }

  return { expireOrder, expireAll };
}
