import type { SetAccessRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/setAccess: Grants or revokes one access entry. */
export const setAccess = (body: ChangeBody<SetAccessRequest>) => postAccountChange('setAccess', body);
