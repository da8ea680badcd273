import { NOTIFY_DEFAULT_TIMEOUT_MS, NOTIFY_TYPES } from '@mostrador/shared/constants/limits';
import type { NotifyBadgePosition, NotifyPosition, NotifyType } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';
import { notifyOptionsError } from '@mostrador/shared/validation/notify';
import { ApiError, errorMessageOf } from '../api/api-error';
import { addNotification, dismissNegatives, dismissNotification, findGroup, findItem, patchNotification } from './notify-store';
import type { NotifyAction } from './notify-store';

export interface NotifyOptions {
  type?: NotifyType;
  message: string;
  caption?: string;
  /** Milliseconds; default 5000 (docs/product.md#notifications-and-dialogs); 0 keeps it until closed. */
  timeout?: number;
  position?: NotifyPosition;
  /** Corner of the count badge of grouped notifications; default top-right. */
  badgePosition?: NotifyBadgePosition;
  /** false: never group; a string: group by that key; default: group identical ones. */
  group?: boolean | string;
  /** With a `group` key: a new notification replaces the shown one's text instead of counting. */
  replace?: boolean;
  actions?: NotifyAction[];
  /**
   * A success that answers an earlier failure (the right password after a wrong one): the
   * failures still on screen close, so a stale error never sits beside it (issue 32).
   */
  clearsErrors?: boolean;
}

export type NotifyUpdate = Partial<Pick<NotifyOptions, 'type' | 'message' | 'caption' | 'timeout' | 'actions'>>;

export interface NotifyHandle {
  /** Id of the item shown, null when the options were refused. */
  id: string | null;
  dismiss: () => void;
  /** E.g. turn an 'ongoing' notification into 'positive' when the work is done. */
  update: (patch: NotifyUpdate) => void;
}

const NOOP: NotifyHandle = { id: null, dismiss: () => {}, update: () => {} };
export const DEFAULT_POSITION: NotifyPosition = 'bottom';
export const DEFAULT_BADGE_POSITION: NotifyBadgePosition = 'top-right';
let sequence = 0;

const hasMessage = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** docs/product.md#notifications-and-dialogs console error for bad options (and for a missing message), or null. */
export function notifyOptionsProblem(options: Partial<NotifyOptions> | null | undefined): string | null {
  if (!options || !hasMessage(options.message)) return t('notify.parameterRequired');
  return notifyOptionsError(options);
}

function groupKeyOf(o: NotifyOptions, type: NotifyType, position: NotifyPosition): string | null {
  if (o.group === false || (o.group === undefined && type === 'ongoing')) return null;
  if (typeof o.group === 'string') return `key:${o.group}`;
  return JSON.stringify([type, o.message, o.caption ?? '', position]);
}

function handleFor(id: string): NotifyHandle {
  return {
    id,
    dismiss: () => dismissNotification(id),
    update: (patch) => {
      const error = patch.message !== undefined && !hasMessage(patch.message) ? t('notify.parameterRequired') : notifyOptionsError(patch);
      if (error) return void console.error(error);
      // An updated item no longer matches what it was grouped by.
      if (findItem(id)) patchNotification(id, { ...patch, groupKey: null });
    },
  };
}

/**
 * Shows a notification (NotificationsHost renders it). Invalid options are logged with the
 * docs/product.md#notifications-and-dialogs console errors and nothing is shown. Identical notifications group into one with a
 * count badge and restart its timer.
 */
export function notify(options: NotifyOptions): NotifyHandle {
  const error = notifyOptionsProblem(options);
  if (error) {
    console.error(error);
    return NOOP;
  }
  const type = NOTIFY_TYPES.includes(options.type as NotifyType) ? (options.type as NotifyType) : 'info';
  const position = options.position ?? DEFAULT_POSITION;
  const timeout = options.timeout ?? NOTIFY_DEFAULT_TIMEOUT_MS;
  if (options.clearsErrors) dismissNegatives();
  const groupKey = groupKeyOf(options, type, position);
  const existing = groupKey ? findGroup(groupKey) : undefined;
  if (existing) {
    const { message, caption, actions = [] } = options;
    patchNotification(
      existing.id,
      options.replace ? { type, message, caption, actions, count: 1, timeout } : { count: existing.count + 1, timeout },
    );
    return handleFor(existing.id);
  }
  const id = `n${++sequence}`;
  addNotification({
    id,
    groupKey,
    type,
    message: options.message,
    caption: options.caption,
    position,
    badgePosition: options.badgePosition ?? DEFAULT_BADGE_POSITION,
    timeout,
    count: 1,
    actions: options.actions ?? [],
    run: 0,
  });
  return handleFor(id);
}

/**
 * docs/product.md#notifications-and-dialogs for a failed call: its `errors`, "nok" for `ok: false` without errors, else
 * "Error desconocido". Takes a response body or a thrown ApiError.
 */
export function notifyError(response: unknown, options: Omit<NotifyOptions, 'message' | 'type'> = {}): NotifyHandle {
  const message = response instanceof ApiError ? response.errors : errorMessageOf(response);
  return notify({ ...options, type: 'negative', message });
}
