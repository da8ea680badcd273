import { ACCESS } from '@mostrador/shared/constants/access';
import { hasAnyAccess, type Actor } from './access';

/**
 * Saving and deleting themes (issue 22): the editor opens with SAMPLES, and a change also needs
 * ADMIN or THEMES. Reading themes is public (every visitor loads one at start-up).
 */
export const mayEditThemes = (actor: Pick<Actor, 'access'>): boolean =>
  hasAnyAccess(actor, [ACCESS.SAMPLES]) && hasAnyAccess(actor, [ACCESS.ADMIN, ACCESS.THEMES]);
