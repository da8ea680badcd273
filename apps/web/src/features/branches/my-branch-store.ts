import { create } from 'zustand';
import { useCompanyStore } from '../company';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isServerRenderedPage } from '../../shared/ssr/server-render-data';

export const MY_BRANCH_STORAGE_KEY = 'mostrador-my-branch';

interface MyBranchState {
  /** The branch the person chose (BRANCH code), or null: the company's default branch then. */
  chosen: string | null;
  choose: (branch: string) => void;
}

/**
 * "Tu sucursal" (issue 18): the branch whose hours the right menu shows, whose stock a search's
 * ties and the "con existencias" filter use. Kept on the device; until chosen, the company's.
 */
export const useMyBranchStore = create<MyBranchState>()(
  persist((set) => ({ chosen: null, choose: (branch) => set({ chosen: branch }) }), {
    name: MY_BRANCH_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ chosen: s.chosen }),
    // A server-rendered page hydrates with the server's view first (app/ssr/stored-state.ts).
    skipHydration: isServerRenderedPage(),
  }),
);

/** The chosen branch's code, or the company's default branch until one is chosen. */
export function useMyBranchCode(): string | null {
  const chosen = useMyBranchStore((s) => s.chosen);
  const fallback = useCompanyStore((s) => s.company?.DEFAULT_BRANCH ?? null);
  return chosen ?? fallback;
}
