import { useSyncExternalStore } from 'react';
import { useAuthStore } from './auth-store';

/**
 * Whether the session kept on the device has been read. On a server-rendered page it is read
 * only after hydration (decision 073); a tap before that would treat a signed-in person as a
 * visitor and send them to sign in, so actions that depend on the session wait for this. The
 * server's HTML and the first render in the browser both say false, so they match.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    (onChange) => useAuthStore.persist.onFinishHydration(onChange),
    () => useAuthStore.persist.hasHydrated(),
    () => false,
  );
}
