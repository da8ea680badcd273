import type { RemoveStaffRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/removeStaff: Unbinds a Google e-mail; its branch tokens die at once. */
export const removeStaff = (body: ChangeBody<RemoveStaffRequest>) => postAccountChange('removeStaff', body);
