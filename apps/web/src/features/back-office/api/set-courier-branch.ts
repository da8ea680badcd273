import type { SetCourierBranchRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/setCourierBranch: the branch a courier delivers for, or none (issue 35, decision 075). */
export const setCourierBranch = (body: ChangeBody<SetCourierBranchRequest>) => postAccountChange('setCourierBranch', body);
