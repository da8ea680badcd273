import { createLiveStore } from '../shared/ssr/live-store';

/** What the boot screen shows: spinner, logo with progress, the app, or an error. */
export type BootPhase = 'loading' | 'logo' | 'ready' | 'error';

export interface BootState {
  phase: BootPhase;
  /** 0..1, steps finished over all steps. */
  progress: number;
  error: string | null;
  set: (patch: Partial<Omit<BootState, 'set'>>) => void;
}

export const useBootStore = createLiveStore<BootState>((set) => ({
  phase: 'loading',
  progress: 0,
  error: null,
  set: (patch) => set(patch),
}));
