import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { AppError } from '../../lib/errors';
import { firstName } from './presenter';
import { courierNotFound, type CourierOrderRow } from './rules';
import type { CouriersDeps } from './deps';

/**
 * Who carries an order (decision 075): set under the order's row lock, so of two couriers taking the same order the
 * second finds it carried and is told by whom; announced after the commit to the branch, its couriers and the customer.
 */
export function createAssignment(deps: Pick<CouriersDeps, 'repo' | 'readiness' | 'events' | 'clock'>) {
  const { repo, readiness, events, clock } = deps;
  const announce = (order: CourierOrderRow, courierId: number | null, name: string | null) =>
    events.publish({
      type: 'COURIER',
      branch: order.branch,
      customerId: order.accountId,
      orderId: order.id,
      courierId,
      courierFirstName: firstName(name),
    });

  /** Sets the courier of a packed delivery order of `branch` in «Surtiendo»; `free` refuses one already carried. */
  async function claim(orderId: number, branch: string, courierId: number | null, free: boolean) {
    const order = await repo.transaction(async (r, tx) => {
      const row = await r.lockOrder(orderId);
      if (!row || row.branch !== branch) throw courierNotFound(orderId);
      if (row.fulfilment !== 'delivery') throw new AppError(courierT('courier.notDelivery', { id: orderId }), 409);
      if (row.status !== ORDER_STATUS.STOCKING) {
        throw new AppError(courierT('courier.wrongStatus', { id: orderId, status: orderStatusName(row.status) }), 409);
      }
      if (free && row.courierId !== null && row.courierId !== courierId) {
        const name = (await r.accountName(row.courierId)) ?? '';
        throw new AppError(courierT('courier.alreadyTaken', { id: orderId, name: firstName(name) ?? '' }), 409, { code: 'ALREADY_TAKEN' });
      }
      if (courierId !== null && (await readiness.whyNotReady(tx, { id: orderId, branch })) !== null) {
        throw new AppError(courierT('courier.notReady', { id: orderId }), 409, { code: 'ORDER_NOT_PACKED' });
      }
      await r.setCourier(orderId, courierId, clock.now());
      return row;
    });
    const name = courierId === null ? null : await repo.accountName(courierId);
    announce(order, courierId, name);
    return { order, name };
  }

  /** Delivery orders of the branch in «Surtiendo» whose pick list is READY. */
  async function available(branch: string) {
    const rows = await repo.unassigned(branch);
    const ready = await Promise.all(rows.map((r) => repo.transaction((_q, tx) => readiness.whyNotReady(tx, { id: r.order.id, branch }))));
    return rows.filter((_r, i) => ready[i] === null);
  }

  return { claim, available, announce };
}
