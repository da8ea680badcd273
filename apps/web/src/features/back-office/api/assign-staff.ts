import type { AssignStaffRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/assignStaff: Binds a Google e-mail to a branch, or moves it. */
export const assignStaff = (body: ChangeBody<AssignStaffRequest>) => postAccountChange('assignStaff', body);
