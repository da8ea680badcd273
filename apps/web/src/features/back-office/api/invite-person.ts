import type { InviteRequest } from '@mostrador/shared/schemas/admin';
import { postAccountChange, type ChangeBody } from './account-change';

/** POST /admin/users/invite: Creates an account for a phone; the person sets a password by SMS recovery. */
export const invitePerson = (body: ChangeBody<InviteRequest>) => postAccountChange('invite', body);
