import { describe, expect, it } from 'vitest';
import { openFromNotification, type ClientsLike, type TabLike } from '../../../src/sw-notification-click';

const ORIGIN = 'https://tienda.example';

/** The worker's `clients` over a set of tabs: what was focused, navigated and opened is recorded. */
function browser(tabs: { url: string; controlled: boolean }[]) {
  const log: string[] = [];
  const tab = (t: { url: string; controlled: boolean }): TabLike => ({
    get url() {
      return t.url;
    },
    focus: () => Promise.resolve(log.push(`focus ${t.url}`)),
    navigate: (url: string) => {
      // As browsers do: a tab this worker does not control cannot be navigated by it.
      if (!t.controlled) return Promise.reject(new TypeError('not controlled'));
      log.push(`navigate ${t.url} → ${url}`);
      t.url = url;
      return Promise.resolve(tab(t));
    },
  });
  const clients: ClientsLike = {
    matchAll: ({ includeUncontrolled }) => Promise.resolve(tabs.filter((t) => includeUncontrolled || t.controlled).map(tab)),
    openWindow: (url) => Promise.resolve(log.push(`open ${url}`)),
  };
  return { clients, log };
}

describe('a click on a notification', () => {
  it('focuses the tab already showing the monitor, opening nothing', async () => {
    const { clients, log } = browser([
      { url: `${ORIGIN}/`, controlled: true },
      { url: `${ORIGIN}/home_orders`, controlled: true },
    ]);
    await openFromNotification(clients, `${ORIGIN}/home_orders`);
    expect(log).toEqual([`focus ${ORIGIN}/home_orders`]);
  });

  it("takes an open tab of the store to the customer's order and brings it forward", async () => {
    const { clients, log } = browser([{ url: `${ORIGIN}/catalogue`, controlled: true }]);
    await openFromNotification(clients, `${ORIGIN}/order_view/41`);
    expect(log).toEqual([`navigate ${ORIGIN}/catalogue → ${ORIGIN}/order_view/41`, `focus ${ORIGIN}/order_view/41`]);
  });

  it('opens a window when no tab is open, or none the worker may navigate', async () => {
    const none = browser([]);
    await openFromNotification(none.clients, `${ORIGIN}/order_view/41`);
    expect(none.log).toEqual([`open ${ORIGIN}/order_view/41`]);
    const uncontrolled = browser([{ url: `${ORIGIN}/`, controlled: false }]);
    await openFromNotification(uncontrolled.clients, `${ORIGIN}/order_view/41`);
    expect(uncontrolled.log).toEqual([`open ${ORIGIN}/order_view/41`]);
  });
});
