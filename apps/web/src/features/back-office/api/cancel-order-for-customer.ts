import { postSupportAction, type OrderActionBody } from './support-action';

/** POST /support/cancelOrder: cancels a pending order on the customer's behalf. */
export const cancelOrderForCustomer = (body: OrderActionBody) => postSupportAction('cancelOrder', body);
