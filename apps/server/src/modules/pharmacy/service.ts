import { pharmacyT as pt } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyDecisionResponse, PharmacyOrder, PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';
import type { OrdersService, PharmacistActor } from '../orders/index';
import { presentQueueOrder } from './presenter';

/**
 * The pharmacist's check (issue 34, decision 071): the queue chain-wide (the route admits
 * PHARMACIST or ADMIN) and the decisions, which the orders module writes (it owns `orders`).
 */
export function createPharmacyService(deps: { orders: Pick<OrdersService, 'pharmacist'> }) {
  const { pharmacist } = deps.orders;
  const answer = (outcome: Awaited<ReturnType<typeof pharmacist.decide>>, response: string): Omit<PharmacyDecisionResponse, 'ok'> => ({
    RESPONSE: response,
    ORDER_ID: outcome.orderId,
    PHARMACIST_CHECK: outcome.check,
    ID_STATUS: outcome.status,
  });
  return {
    async queue(branch: string): Promise<PharmacyOrder[]> {
      return (await pharmacist.queue(branch === '' ? null : branch)).map(presentQueueOrder);
    },

    async approve(actor: PharmacistActor, orderId: number) {
      const outcome = await pharmacist.decide(actor, { orderId, approve: true });
      return answer(outcome, pt('pharmacy.approved', { id: orderId }));
    },

    async reject(actor: PharmacistActor, input: { orderId: number; reason: string; action: PharmacyRejectAction }) {
      const outcome = await pharmacist.decide(actor, {
        orderId: input.orderId,
        approve: false,
        reason: input.reason,
        action: input.action,
      });
      const response =
        input.action === 'CANCEL_ORDER'
          ? pt('pharmacy.rejectedCancelled', { id: input.orderId })
          : pt('pharmacy.rejectedLines', { id: input.orderId, count: outcome.removed });
      return answer(outcome, response);
    },
  };
}

export type PharmacyService = ReturnType<typeof createPharmacyService>;
