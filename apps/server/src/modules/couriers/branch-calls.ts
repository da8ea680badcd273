import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { AppError } from '../../lib/errors';
import type { createAssignment } from './assignment';
import type { CouriersRepository } from './repository';

/** The branch's calls (decision 075): its couriers and who carries what, and assigning from the monitor. */
export function createBranchCalls(repo: CouriersRepository, { claim }: ReturnType<typeof createAssignment>) {
  return {
    /** Branch staff (their branch token's branch): assign to a courier of that branch, or release with null. */
    async assign(branch: string, orderId: number, courierId: number | null) {
      if (courierId !== null && (await repo.courierBranch(courierId))?.branch !== branch) {
        throw new AppError(courierT('courier.notACourier', { id: courierId }), 409);
      }
      const { name } = await claim(orderId, branch, courierId, false);
      const text =
        courierId === null
          ? courierT('courier.returned', { id: orderId })
          : courierT('courier.assigned', { id: orderId, name: name ?? '' });
      return { RESPONSE: text, ORDER_ID: orderId, ID_STATUS: ORDER_STATUS.STOCKING };
    },

    async couriersOf(branch: string) {
      const [couriers, assignments, pickup] = await Promise.all([
        repo.branchCouriers(branch),
        repo.assignments(branch),
        repo.pickupInPicking(branch),
      ]);
      return {
        couriers: couriers.map((c) => ({ ID: c.id, NAME: c.name, ACTIVE: c.active })),
        assignments: assignments.map((a) => ({ ORDER_ID: a.orderId, COURIER_ID: a.courierId, COURIER_NAME: a.courierName })),
        PICKUP_ORDERS: pickup,
      };
    },
  };
}
