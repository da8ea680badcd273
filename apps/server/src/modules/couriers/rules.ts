import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { AppError } from '../../lib/errors';
import type { CouriersRepository } from './repository';

export type CourierOrderRow = NonNullable<Awaited<ReturnType<CouriersRepository['lockOrder']>>>;

export const courierNotFound = (id: number) => new AppError(courierT('courier.notFound', { id }), 404);

/** Only the courier carrying it: another's reads as taken, a free one as not assigned. */
export function mustCarry(order: CourierOrderRow, courierId: number, branch: string): void {
  if (order.branch !== branch) throw courierNotFound(order.id);
  if (order.courierId === null) throw new AppError(courierT('courier.notAssigned', { id: order.id }), 409);
  if (order.courierId !== courierId) throw new AppError(courierT('courier.notYours', { id: order.id }), 403);
}
