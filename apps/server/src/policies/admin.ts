import type { AccessName } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';

/**
 * A back-office area (company, images, samples, support…) opens to whoever holds its access
 * name; a route declares it as `config: { access: [ACCESS.ADMIN] }` and the session plugin asks here.
 */
export const mayUseAdminArea = (actor: Pick<Actor, 'access'>, areas: readonly (AccessName | string)[]): boolean =>
  hasAnyAccess(actor, areas);
