import type { AccessName } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';

/**
 * A back-office area (company, images, samples, support…) opens to whoever holds its access
 * name; a route declares it as `config: { access: [ACCESS.ADMIN] }` and the session plugin asks here.
 */
export const mayUseAdminArea = (actor: Pick<Actor, 'access'>, areas: readonly (AccessName | string)[]): boolean =>
  hasAnyAccess(actor, areas);

/** An ADMIN entry and whether its account is disabled (the admins as the change finds them, locked). */
export interface AdminEntry {
  accountId: number;
  disabled: boolean;
}

/**
 * Guard rails for taking ADMIN away or disabling an account: never oneself, and never the last
 * active admin. Returns the refusal's message code, or null when the change may go ahead.
 */
export function refuseAdminLoss(
  actorId: number,
  targetId: number,
  admins: readonly AdminEntry[],
): 'admin.notYourself' | 'admin.lastAdmin' | null {
  if (actorId === targetId) return 'admin.notYourself';
  const targetIsActiveAdmin = admins.some((a) => a.accountId === targetId && !a.disabled);
  const othersActive = admins.some((a) => a.accountId !== targetId && !a.disabled);
  return targetIsActiveAdmin && !othersActive ? 'admin.lastAdmin' : null;
}
