import { NOTIFY_POSITIONS } from '@mostrador/shared/constants/limits';
import type { NotifyPosition } from '@mostrador/shared/constants/limits';
import { type RefObject, useEffect, useRef } from 'react';
import { NotificationCard } from './notification-card';
import classes from './notifications-host.module.css';
import { useNotifyStore } from './notify-store';
import type { NotificationItem } from './notify-store';

/** Stacks at the bottom grow upward: the newest sits next to the screen edge it came from. */
function ordered(items: NotificationItem[], position: NotifyPosition): NotificationItem[] {
  const here = items.filter((item) => item.position === position);
  return position.startsWith('bottom') ? here : here.reverse();
}

/** The CSS variable a page pads its end with, so what the bottom toasts cover can scroll above them (the pick list). */
export const BOTTOM_SPACE_VAR = '--notify-bottom-space';

/** Keeps BOTTOM_SPACE_VAR on the document at the height of the tallest bottom stack (unset when none shows). */
function useBottomSpace(host: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!host.current || typeof ResizeObserver === 'undefined') return;
    const stacks = [...host.current.querySelectorAll<HTMLElement>('[data-position^="bottom"]')];
    const root = document.documentElement.style;
    const measure = () => {
      const height = Math.max(0, ...stacks.map((stack) => stack.offsetHeight));
      if (height > 0) root.setProperty(BOTTOM_SPACE_VAR, `${height}px`);
      else root.removeProperty(BOTTOM_SPACE_VAR);
    };
    const observer = new ResizeObserver(measure);
    stacks.forEach((stack) => observer.observe(stack));
    return () => {
      observer.disconnect();
      root.removeProperty(BOTTOM_SPACE_VAR);
    };
  }, [host]);
}

/** Renders every notification in nine fixed stacks (docs/product.md#notifications-and-dialogs); mount once, near the root. */
export function NotificationsHost() {
  const items = useNotifyStore((s) => s.items);
  const host = useRef<HTMLDivElement>(null);
  useBottomSpace(host);
  return (
    <div ref={host} data-notifications-host="">
      {NOTIFY_POSITIONS.map((position) => (
        <div key={position} className={classes.stack} data-position={position}>
          {ordered(items, position).map((item) => (
            <NotificationCard key={item.id} item={item} />
          ))}
        </div>
      ))}
    </div>
  );
}
