import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';

/** Colour families of a status (data-tone in orders.module.css): waiting, moving, done, cancelled by whom. */
export const TONE: Record<number, string> = {
  [ORDER_STATUS.PENDING]: 'pending',
  [ORDER_STATUS.STOCKING]: 'moving',
  [ORDER_STATUS.ON_THE_WAY]: 'moving',
  [ORDER_STATUS.DELIVERED]: 'done',
  [ORDER_STATUS.CANCELLED_BY_CUSTOMER]: 'cancelled',
  [ORDER_STATUS.CANCELLED_BY_BRANCH]: 'refused',
  [ORDER_STATUS.READY_FOR_PICKUP]: 'moving',
};
