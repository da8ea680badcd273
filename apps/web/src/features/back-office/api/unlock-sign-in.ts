import { postSupportAction, type AccountActionBody } from './support-action';

/** POST /support/unlockSignIn: lifts the wait after wrong passwords. */
export const unlockSignIn = (body: AccountActionBody) => postSupportAction('unlockSignIn', body);
