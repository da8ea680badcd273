import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/**
 * A zustand store whose React hook reads the current state on the server and while hydrating
 * too. zustand's own hook answers those renders with the state the store was created with; the
 * company and the start-up phase are set before the server renders and before the browser
 * hydrates (decision 073), so both must see them.
 */
export function createLiveStore<T>(initializer: StateCreator<T>) {
  const api = createStore<T>()(initializer);
  function useLiveStore<U>(selector: (state: T) => U): U {
    const read = () => selector(api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  }
  return Object.assign(useLiveStore, api) as typeof useLiveStore & StoreApi<T>;
}
