import { ORDER_STATUS, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';
import type {
  LastOrdersRequest,
  MyOrdersRequest,
  OrderCancelByUserRequest,
  OrderDetailsResponse,
  OrderSummary,
  StaffOrderActionRequest,
} from '@mostrador/shared/schemas/orders';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { mayListBranchOrders } from '../../policies/branches';
import { mayActOnBranchOrder } from '../../policies/orders';
import type { ChangeOrderStatus } from './change-order-status';
import { presentSummary } from './presenter';
import type { OrdersRepository } from './repository';

export type Range = Pick<MyOrdersRequest, 'DATE_START' | 'DATE_END'>;
type BranchAction = Omit<StaffOrderActionRequest, 'token' | 'branchToken'>;
type BranchCancel = Omit<OrderCancelByUserRequest, 'token' | 'branchToken'>;

/** A day range as instants in Mexico City: from the first day's midnight to the day after the last. */
export const from = (range: Range) => startOfDayInMexico(range.DATE_START);
export const until = (range: Range) => startOfDayInMexico(addDays(range.DATE_END, 1));

/**
 * The branch's side of orders (docs/product.md#branch-monitor): its day's list and the actions of the table in docs/product.md#order-statuses,
 * each limited by `policies/` to the branch the session's branch token opens.
 */
export function createBranchOrders(deps: {
  repo: Pick<OrdersRepository, 'listForBranch'>;
  changeStatus: ChangeOrderStatus;
  details: (orderId: number) => Promise<Omit<OrderDetailsResponse, 'ok'>>;
}) {
  const { repo, changeStatus, details } = deps;
  const branchAction = async (session: Session, request: BranchAction, to: OrderStatusId) => {
    await changeStatus({
      orderId: request.ORDER_ID,
      to,
      actor: { kind: 'branch', accountId: session.accountId },
      isAllowed: (order) => mayActOnBranchOrder(session, order),
      notes: request.NOTES,
      prescriptionCollected: request.PRESCRIPTION_COLLECTED,
    });
    return details(request.ORDER_ID);
  };

  return {
    /** The day's (or range's) orders of the branch token's branch, or of another the policy allows. */
    async lastOrders(session: Session, request: Omit<LastOrdersRequest, 'token' | 'branchToken'>): Promise<OrderSummary[]> {
      const branch = request.BRANCH?.trim() || (session.branch?.branch ?? '');
      if (!mayListBranchOrders(session, branch)) throw new AppError(t('errors.forbidden'), 403);
      return (await repo.listForBranch(branch, from(request), until(request))).map(presentSummary);
    },
    startStocking: (session: Session, request: BranchAction) => branchAction(session, request, ORDER_STATUS.STOCKING),
    dispatch: (session: Session, request: BranchAction) => branchAction(session, request, ORDER_STATUS.ON_THE_WAY),
    /** Issue 35: a packed pickup order waits at the counter, with its code. */
    readyForPickup: (session: Session, request: BranchAction) => branchAction(session, request, ORDER_STATUS.READY_FOR_PICKUP),
    delivered: (session: Session, request: BranchAction) => branchAction(session, request, ORDER_STATUS.DELIVERED),
    async cancelByUser(session: Session, request: BranchCancel) {
      const to = ORDER_STATUS.CANCELLED_BY_BRANCH;
      await changeStatus({
        orderId: request.ORDER_ID,
        to,
        actor: { kind: 'branch', accountId: session.accountId },
        isAllowed: (order) => mayActOnBranchOrder(session, order, request.CUSTOMER_ID),
        notes: request.NOTES,
      });
      return { RESPONSE: t('orders.cancelledByBranch', { id: request.ORDER_ID }), ID: request.ORDER_ID, ID_STATUS: to };
    },
  };
}
