import { NOTIFY_POSITIONS } from '@mostrador/shared/constants/limits';
import type { NotifyPosition } from '@mostrador/shared/constants/limits';
import { useRef } from 'react';
import { usePublishedHeight } from '../ui/use-published-height';
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

const bottomStacks = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-position^="bottom"]')];

/** Renders every notification in nine fixed stacks (docs/product.md#notifications-and-dialogs); mount once, near the root. */
export function NotificationsHost() {
  const items = useNotifyStore((s) => s.items);
  const host = useRef<HTMLDivElement>(null);
  usePublishedHeight(host, BOTTOM_SPACE_VAR, bottomStacks);
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
