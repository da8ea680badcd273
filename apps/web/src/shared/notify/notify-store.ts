import type { NotifyBadgePosition, NotifyPosition, NotifyType } from '@mostrador/shared/constants/limits';
import { create } from 'zustand';

export interface NotifyAction {
  /** Visible text of the button (Spanish). */
  label: string;
  onClick?: () => void;
  /** Clicking dismisses the notification unless this is false. */
  isDismissing?: boolean;
}

export interface NotificationItem {
  id: string;
  /** Identical notifications share a key and group into one item (docs/product.md#notifications-and-dialogs); null never groups. */
  groupKey: string | null;
  type: NotifyType;
  message: string;
  caption?: string;
  position: NotifyPosition;
  badgePosition: NotifyBadgePosition;
  /** Milliseconds until it closes itself; 0 keeps it. Ignored while `type` is 'ongoing'. */
  timeout: number;
  /** How many identical notifications this item stands for. */
  count: number;
  actions: NotifyAction[];
  /** Bumped whenever its timer restarts, so the progress bar restarts with it. */
  run: number;
}

interface NotifyState {
  items: NotificationItem[];
}

/** Tiny store; the functions below are the only writers. */
export const useNotifyStore = create<NotifyState>()(() => ({ items: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function closesItself(item: Pick<NotificationItem, 'type' | 'timeout'>): boolean {
  return item.type !== 'ongoing' && item.timeout > 0 && Number.isFinite(item.timeout);
}

function restartTimer(item: NotificationItem): void {
  clearTimeout(timers.get(item.id));
  timers.delete(item.id);
  if (closesItself(item))
    timers.set(
      item.id,
      setTimeout(() => dismissNotification(item.id), item.timeout),
    );
}

export function findItem(id: string): NotificationItem | undefined {
  return useNotifyStore.getState().items.find((item) => item.id === id);
}

export function findGroup(groupKey: string): NotificationItem | undefined {
  return useNotifyStore.getState().items.find((item) => item.groupKey === groupKey);
}

export function addNotification(item: NotificationItem): void {
  useNotifyStore.setState((s) => ({ items: [...s.items, item] }));
  restartTimer(item);
}

/** Merges `patch` into an item and restarts its timer and progress bar. */
export function patchNotification(id: string, patch: Partial<Omit<NotificationItem, 'id' | 'run'>>): void {
  const current = findItem(id);
  if (!current) return;
  const next = { ...current, ...patch, run: current.run + 1 };
  useNotifyStore.setState((s) => ({ items: s.items.map((item) => (item.id === id ? next : item)) }));
  restartTimer(next);
}

export function dismissNotification(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useNotifyStore.setState((s) => ({ items: s.items.filter((item) => item.id !== id) }));
}

/** Closes every negative notification still shown. */
export function dismissNegatives(): void {
  for (const item of useNotifyStore.getState().items) if (item.type === 'negative') dismissNotification(item.id);
}

/** Removes every notification (tests, logout). */
export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useNotifyStore.setState({ items: [] });
}
