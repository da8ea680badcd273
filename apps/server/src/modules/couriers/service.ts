import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { createAssignment } from './assignment';
import { createBranchCalls } from './branch-calls';
import { createCourierCalls } from './courier-calls';
import { createDelivered } from './delivered';
import type { CouriersDeps } from './deps';
import { createEndOfDay } from './end-of-day';
import type { CourierBranch } from './repository';

export type { CouriersDeps } from './deps';

/**
 * Couriers (issue 35, decision 075; docs/product.md#couriers): the courier's list, taking and being assigned a packed
 * delivery order under its row lock, «En camino», «Entregado» with its proof, «No entregado», and the branch's end of
 * day. The courier's branch comes from people management, never from the request.
 */
export function createCouriersService(deps: CouriersDeps) {
  const { repo } = deps;
  const branchOf = async (session: Session): Promise<CourierBranch> => {
    const found = await repo.courierBranch(session.accountId);
    if (!found) throw new AppError(courierT('courier.noBranch'), 403);
    return found;
  };
  const assignment = createAssignment(deps);
  return {
    /** The live channel's question: which branch's couriers' room this account joins (null: none). */
    courierBranchOf: async (accountId: number) => (await repo.courierBranch(accountId))?.branch ?? null,
    ...createCourierCalls(deps, branchOf, assignment),
    ...createBranchCalls(repo, assignment),
    delivered: createDelivered({ ...deps, branchOf }),
    ...createEndOfDay({ repo, recordHandover: deps.recordHandover }),
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
