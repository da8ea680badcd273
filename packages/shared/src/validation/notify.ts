/**
 * Checks of a notification's options (docs/product.md#notifications-and-dialogs). A bad call is a programming error, so the
 * answer is the developer console text, not a message for a person.
 */
import type { NotifyBadgePosition, NotifyPosition } from '../constants/limits';
import { NOTIFY_BADGE_POSITIONS, NOTIFY_POSITIONS } from '../constants/limits';
import { t } from '../messages/es-MX';

export interface NotifyOptionsToCheck {
  position?: unknown;
  timeout?: unknown;
  badgePosition?: unknown;
}

export const isNotifyPosition = (value: unknown): value is NotifyPosition => (NOTIFY_POSITIONS as readonly unknown[]).includes(value);

export const isNotifyBadgePosition = (value: unknown): value is NotifyBadgePosition =>
  (NOTIFY_BADGE_POSITIONS as readonly unknown[]).includes(value);

/** 0 keeps the notification until dismissed; NaN and negatives are refused. */
export const isNotifyTimeout = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value) && value >= 0;

/** The console error for the first bad option, or null when the options are usable. */
export function notifyOptionsError(options: NotifyOptionsToCheck | null | undefined): string | null {
  if (options === null || options === undefined) return t('notify.parameterRequired');
  const { position, timeout, badgePosition } = options;
  if (position !== undefined && !isNotifyPosition(position)) {
    return t('notify.wrongPosition', { position: String(position), allowed: NOTIFY_POSITIONS.join(', ') });
  }
  if (timeout !== undefined && !isNotifyTimeout(timeout)) {
    return t('notify.wrongTimeout', { timeout: String(timeout) });
  }
  if (badgePosition !== undefined && !isNotifyBadgePosition(badgePosition)) {
    return t('notify.wrongBadgePosition', {
      badgePosition: String(badgePosition),
      allowed: NOTIFY_BADGE_POSITIONS.join(', '),
    });
  }
  return null;
}
