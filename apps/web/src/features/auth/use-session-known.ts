import { useSyncExternalStore } from 'react';
import { useAuthStore } from './auth-store';

/**
 * Whether it is known if the person is signed in. On a server-rendered page the session kept on
 * the device is read only after hydration (decision 073), and a stored session counts only once
 * start-up has renewed it (every start begins "authenticating", docs/product.md#sessions). A tap
 * before that treated a signed-in person as a visitor: sent to sign in, and the product added
 * behind their back when the renewal came (a CI failure). Actions that depend on the session wait
 * for this. The server's HTML and the first render in the browser both say false, so they match.
 */
export function useSessionKnown(): boolean {
  const isRead = useSyncExternalStore(
    (onChange) => useAuthStore.persist.onFinishHydration(onChange),
    () => useAuthStore.persist.hasHydrated(),
    () => false,
  );
  const isRenewing = useAuthStore((s) => s.status === 'authenticating' && s.idToken !== null);
  return isRead && !isRenewing;
}
