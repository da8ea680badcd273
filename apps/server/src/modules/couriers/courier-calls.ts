import { addDays, startOfDayInMexico, todayInMexico } from '@mostrador/shared/format/date';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import type { CourierListResponse, UndeliveredRequest } from '@mostrador/shared/schemas/couriers';
import type { Session } from '../../plugins/session';
import type { createAssignment } from './assignment';
import type { CouriersDeps } from './deps';
import { presentDelivery, routeOrder } from './presenter';
import type { CourierBranch } from './repository';
import { mustCarry } from './rules';

/** The courier's own calls (decision 075): their list, taking an order, «En camino» and «No entregado». */
export function createCourierCalls(
  deps: CouriersDeps,
  branchOf: (session: Session) => Promise<CourierBranch>,
  assignment: ReturnType<typeof createAssignment>,
) {
  const { repo, orders, clock } = deps;
  const { claim, available, announce } = assignment;
  return {
    async list(session: Session): Promise<Omit<CourierListResponse, 'ok'>> {
      const b = await branchOf(session);
      const [mine, free] = await Promise.all([repo.mine(session.accountId, b.branch), available(b.branch)]);
      const today = todayInMexico(clock.now());
      const totals = await repo.attemptsTotals(b.branch, startOfDayInMexico(today), startOfDayInMexico(addDays(today, 1)));
      const own = totals.find((t) => t.courierId === session.accountId);
      return {
        BRANCH: b.branch,
        BRANCH_NAME: b.branchName,
        MINE: routeOrder(mine.map(presentDelivery), b.postalCode),
        AVAILABLE: routeOrder(free.map(presentDelivery), b.postalCode),
        DONE_TODAY: own?.delivered ?? 0,
        CASH_TODAY: Number(own?.cashCollected ?? 0),
      };
    },

    async take(session: Session, orderId: number) {
      const b = await branchOf(session);
      await claim(orderId, b.branch, session.accountId, true);
      return { RESPONSE: courierT('courier.taken', { id: orderId }), ORDER_ID: orderId, ID_STATUS: ORDER_STATUS.STOCKING };
    },

    /** «Enviar» by the courier carrying it: decision 064's READY check runs in the status change. */
    async depart(session: Session, orderId: number) {
      const b = await branchOf(session);
      await orders.changeStatus({
        orderId,
        to: ORDER_STATUS.ON_THE_WAY,
        actor: { kind: 'branch', accountId: session.accountId },
        isAllowed: (o) => o.branch === b.branch,
        guard: (o) => mustCarry(o, session.accountId, b.branch),
      });
      return { RESPONSE: courierT('courier.departed', { id: orderId }), ORDER_ID: orderId, ID_STATUS: ORDER_STATUS.ON_THE_WAY };
    },

    /** «No entregado»: back to the branch as «Surtiendo», released for another try, the reason kept. */
    async undelivered(session: Session, req: Pick<UndeliveredRequest, 'ORDER_ID' | 'REASON'>) {
      const b = await branchOf(session);
      const order = await orders.returnToBranch({
        orderId: req.ORDER_ID,
        actorId: session.accountId,
        reason: req.REASON,
        guard: (o) => mustCarry(o, session.accountId, b.branch),
        alsoInTransaction: async (tx) => {
          const r = repo.on(tx);
          await r.insertAttempt({
            orderId: req.ORDER_ID,
            branch: b.branch,
            courierId: session.accountId,
            outcome: 'not_delivered',
            reason: req.REASON,
          });
          await r.setCourier(req.ORDER_ID, null, clock.now());
        },
      });
      announce(order, null, null);
      return { RESPONSE: courierT('courier.returned', { id: req.ORDER_ID }), ORDER_ID: req.ORDER_ID, ID_STATUS: ORDER_STATUS.STOCKING };
    },
  };
}
