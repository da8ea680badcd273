import { ACCESS } from '@mostrador/shared/constants/access';
import { ORDER_STATUS, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';
import type { LastOrdersRequest, OrderCancelByUserRequest, OrderSummary, StaffOrderActionRequest } from '@mostrador/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionsService } from '../auth/sessions-service';
import type { StaffService } from '../staff/service';
import type { OrdersService } from './orders-service';
import { presentSummary } from './presenter';
import { createOrdersRepository } from './repository';

/**
 * The branch's side of orders (spec §7): the day's list and the actions of DESIGN §3's table.
 * Every call needs the session and a branch token of that same session; an action on another
 * branch's order reads as not found, and each writes a history row with who and the notes.
 */
export function createStaffOrdersService(deps: { db: Database; sessions: SessionsService; staff: StaffService; orders: OrdersService }) {
  const { sessions, staff, orders } = deps;
  const repo = createOrdersRepository(deps.db);

  const branchAccess = async (token: string, branchToken: string) => {
    const session = await sessions.authenticate(token);
    const found = await staff.branchOf(branchToken, session.sessionId);
    if (!found) throw new AppError(t('staff.branchTokenInvalid'), 403);
    return found;
  };
  const act = async (request: StaffOrderActionRequest, to: OrderStatusId) => {
    const access = await branchAccess(request.token, request.branchToken);
    await orders.changeStatus(request.ORDER_ID, to, { kind: 'branch', accountId: access.accountId }, { branch: access.branch, notes: request.NOTES });
    return orders.details(request.ORDER_ID);
  };

  return {
    /** The day's (or range's) orders of the token's branch; another branch only with ALL_BRANCHES. */
    async lastOrders(request: LastOrdersRequest): Promise<OrderSummary[]> {
      const access = await branchAccess(request.token, request.branchToken);
      const branch = request.BRANCH?.trim() || access.branch;
      if (branch !== access.branch && !(await repo.hasAnyAccess(access.accountId, [ACCESS.ALL_BRANCHES]))) throw new AppError(t('errors.forbidden'), 403);
      const rows = await repo.listForBranch(branch, startOfDayInMexico(request.DATE_START), startOfDayInMexico(addDays(request.DATE_END, 1)));
      return rows.map(presentSummary);
    },
    startStocking: (request: StaffOrderActionRequest) => act(request, ORDER_STATUS.STOCKING),
    dispatch: (request: StaffOrderActionRequest) => act(request, ORDER_STATUS.ON_THE_WAY),
    delivered: (request: StaffOrderActionRequest) => act(request, ORDER_STATUS.DELIVERED),
    async cancelByUser(request: OrderCancelByUserRequest) {
      const access = await branchAccess(request.token, request.branchToken);
      await orders.changeStatus(request.ORDER_ID, ORDER_STATUS.CANCELLED_BY_BRANCH, { kind: 'branch', accountId: access.accountId }, {
        branch: access.branch,
        customerId: request.CUSTOMER_ID,
        notes: request.NOTES,
      });
      return { RESPONSE: t('orders.cancelledByBranch', { id: request.ORDER_ID }), ID: request.ORDER_ID, ID_STATUS: ORDER_STATUS.CANCELLED_BY_BRANCH };
    },
  };
}

export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;
