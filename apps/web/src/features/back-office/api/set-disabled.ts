import type { SetDisabledRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/setDisabled: Disables (sessions die at once) or enables an account. */
export const setDisabled = (body: ChangeBody<SetDisabledRequest>) => postAccountChange('setDisabled', body);
