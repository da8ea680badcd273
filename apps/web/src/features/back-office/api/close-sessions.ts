import { postAccountChange } from './account-change';

/** POST /admin/users/closeSessions: signs the person out on every device. */
export const closeSessions = (body: { token: string; ACCOUNT_ID: number; REASON: string }) => postAccountChange('closeSessions', body);
