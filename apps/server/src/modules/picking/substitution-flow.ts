import { createAnswers, createExpiry } from './substitution-answer';
import { createOffers } from './substitution-offer';
import type { PickList } from '@mostrador/shared/schemas/picking';
import type { Clock } from '../../lib/clock';
import type { Session } from '../../plugins/session';
import type { PickOrder } from './repository';
import { presentSubstitution } from './substitution-presenter';
import type { AnswerInput, OfferInput, SubstitutionDeps } from './substitutions';

/**
 * The substitutions the customer approves (issue 33, decision 063): staff list the branch's
 * products that may stand in for a missing line and offer one; the customer accepts it or removes
 * the line; unanswered after `answerMinutes`, the line is removed. Each runs under the order's row
 * lock, so one answer wins and the sweep never closes an offer twice.
 */
export const createSubstitutions = (deps: SubstitutionDeps) => ({
  ...createOffers(deps),
  ...createAnswers(deps),
  ...createExpiry(deps),
});

type Flow = ReturnType<typeof createSubstitutions>;
/** After a substitution's commit: the lists re-read and the customer told (service.ts). */
type Announce = (order: PickOrder, offered: boolean) => Promise<PickList>;

/** The picking service's substitution calls (decision 063), each announcing what it changed. */
export function substitutionCalls(subs: Flow, clock: Clock, substituted: Announce) {
  const customerView = async (session: Session, orderId: number) => {
    const { order, expired, rows } = await subs.forCustomer(session, orderId);
    if (expired) await substituted(order, false);
    return { NOW: clock.now().toISOString(), substitutions: rows.map(presentSubstitution) };
  };
  return {
    /** Products of the branch that may stand in for a missing line, best match first. */
    substitutionCandidates: (session: Session, orderId: number, sku: string) => subs.candidates(session, orderId, sku),

    async offerSubstitution(session: Session, input: OfferInput): Promise<PickList> {
      return substituted((await subs.offer(session, input)).order, true);
    },

    /** The customer's order page: the order's offers and their answers. */
    customerSubstitutions: customerView,

    async answerSubstitution(session: Session, input: AnswerInput) {
      await substituted(await subs.answer(session, input), false);
      return customerView(session, input.orderId);
    },

    /** The periodic sweep (wiring/substitution-sweep.ts): offers past their time are closed. */
    async expireSubstitutions(): Promise<number> {
      const orders = await subs.expireAll();
      for (const order of orders) await substituted(order, false);
      return orders.length;
    },
  };
}
