import type { PickDaySummary, PickList } from '@mostrador/shared/schemas/picking';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Session } from '../../plugins/session';
import type { OrderEvents } from '../orders/index';
import { allowedOrder } from './access';
import { daySummary } from './day-summary';
import { daySummaryScope } from './day-summary-scope';
import { createLineDecisions, type AdjustStockIn, type LineDecision } from './by-hand';
import { lineStates, presentPickList, presentPickUpdate } from './presenter';
import type { PickingRepository, PickOrder } from './repository';
import { whyNotReady } from './readiness';
import { createPickScan } from './scan';
import { presentRemoved } from './substitution-presenter';
import { createSubstitutions, substitutionCalls } from './substitution-flow';
import type { SubstitutionPush } from './substitutions';

/**
 * Picking an order with a scanner (issue 33; docs/product.md#picking): the pick list, scans, lines
 * counted by hand or «No disponible». Every change commits with its picking event, then the branch
 * room hears PICK_UPDATED so two staff picking one order see each other's scans.
 */
export function createPickingService(deps: {
  repo: PickingRepository;
  events: OrderEvents;
  clock: Clock;
  adjustStockIn: AdjustStockIn;
  /** The push outbox for the customer's question (decision 063); none in the demo seed. */
  push?: SubstitutionPush;
  /** SUBSTITUTION_ANSWER_MINUTES. */
  answerMinutes: number;
}) {
  const { repo, events } = deps;
  const scan = createPickScan(deps);
  const decisions = createLineDecisions(deps);
  const subs = createSubstitutions(deps);

  const listOf = async (order: PickOrder): Promise<PickList> =>
    presentPickList(
      order,
      lineStates(await repo.lines(order.id, order.branch), await repo.tallies(order.id)),
      presentRemoved(await repo.subs.forOrder(order.id)),
    );
  /** After the commit: the list as it now is, announced to the branch room. */
  const changed = async (order: PickOrder): Promise<PickList> => {
    const list = await listOf(order);
    events.publish({ type: 'PICK_UPDATED', branch: order.branch, customerId: order.accountId, pick: presentPickUpdate(list) });
    return list;
  };
  /** After a substitution's commit: the branch's lists re-read, the customer's order page too. */
  const substituted = async (order: PickOrder, offered: boolean): Promise<PickList> => {
    const list = await changed(order);
    events.publish({ type: 'SUBSTITUTION', branch: order.branch, customerId: order.accountId, orderId: order.id, offered });
    return list;
  };
  return {
    async pickList(session: Session, orderId: number): Promise<PickList> {
      const order = allowedOrder(session, orderId, await repo.findOrder(orderId));
      const expired = await subs.expireOrder(order.id);
      return expired ? substituted(expired, false) : listOf(order);
    },

    ...substitutionCalls(subs, deps.clock, substituted),

    async scan(session: Session, orderId: number, code: string) {
      const outcome = await scan(session, orderId, code);
      const list = outcome.repeated ? await listOf(outcome.order) : await changed(outcome.order);
      return { ...list, SKU: outcome.sku, REPEATED: outcome.repeated };
    },

    async confirmLine(session: Session, d: LineDecision): Promise<PickList> {
      return changed(await decisions.confirmLine(session, d));
    },

    async markUnavailable(session: Session, d: LineDecision): Promise<PickList> {
      return changed(await decisions.markUnavailable(session, d));
    },

    /** «Enviar»'s check, inside its transaction (decision 064): null when the pick list is ready. */
    whyNotReady: (tx: Database, order: { id: number; branch: string }) => whyNotReady(repo, tx, order),

    /** The order's scanned units per SKU, lot and expiry (the antibiotic register reads them at «Enviar»). */
    async pickedLots(tx: Database, orderId: number) {
      const tallies = await repo.on(tx).tallies(orderId);
      return tallies.flatMap((t) =>
        t.kind === 'scan' && t.sku !== null && t.lot !== null && t.expiry !== null
          ? [{ sku: t.sku, lot: t.lot, expiry: t.expiry, units: t.units }]
          : [],
      );
    },

    /** The all-day summary of the branch token's branch, or of the branches asked for that the person may list. */
    daySummary: (session: Session, day: string, branches?: readonly string[]): Promise<PickDaySummary> =>
      daySummary(repo.day, daySummaryScope(session, branches), day),
  };
}

export type PickingService = ReturnType<typeof createPickingService>;
