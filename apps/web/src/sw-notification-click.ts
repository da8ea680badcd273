// A notification's click in the service worker (sw.ts), kept apart so it is testable without one:
// the types below are the part of the worker's `clients` that a click uses.

export interface TabLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<TabLike | null>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly TabLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens the order (customer) or the monitor (staff): a tab already on that page is focused; else
 * a tab of the app this worker controls goes there and comes forward (only such a tab can be
 * navigated); with neither, a new window opens.
 */
export async function openFromNotification(clients: ClientsLike, href: string): Promise<void> {
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = tabs.find((tab) => tab.url === href);
  if (there) return void (await there.focus());
  const [controlled] = await clients.matchAll({ type: 'window' });
  const moved = controlled ? await controlled.navigate(href).catch(() => null) : null;
  if (moved) return void (await moved.focus());
  await clients.openWindow(href);
}
