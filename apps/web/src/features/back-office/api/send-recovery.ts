import { postSupportAction, type AccountActionBody } from './support-action';

/** POST /support/sendRecovery: texts the customer a password-recovery code. */
export const sendRecovery = (body: AccountActionBody) => postSupportAction('sendRecovery', body);
