import { postSupportAction } from './support-action';

/** POST /support/addNote: an internal note on the customer or one of their orders. */
export const addNote = (body: { token: string; ACCOUNT_ID: number; ORDER_ID: number | null; TEXT: string }) =>
  postSupportAction('addNote', body);
