import { postSupportAction, type OrderActionBody } from './support-action';

/** POST /support/resendStatus: sends the order's current status notice again. */
export const resendStatus = (body: OrderActionBody) => postSupportAction('resendStatus', body);
