import {
  LISTEN_ONLY_MY_BRANCH_DEFAULT,
  SOUND_DEFAULT,
  VOLUME_DEFAULT,
  VOLUME_EXPONENT,
  type Sound,
} from '@mostrador/shared/constants/limits';
import { isPendingStatus } from '@mostrador/shared/constants/order-status';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** docs/product.md#branch-monitor order-store preferences, persisted: listenOnlyMyBranch, volume, selectedAudioMonitor. */
export interface MonitorPreferences {
  listenOnlyMyBranch: boolean;
  /** Negative means muted (docs/product.md#branch-monitor); the magnitude is kept so unmuting restores it. */
  volume: number;
  selectedAudioMonitor: Sound;
  /** The monitor was on when the page was left (issue 32): after a reload it is on again. */
  wasOn: boolean;
  set: (patch: Partial<Omit<MonitorPreferences, 'set'>>) => void;
}

export const useMonitorStore = create<MonitorPreferences>()(
  persist(
    (set) => ({
      listenOnlyMyBranch: LISTEN_ONLY_MY_BRANCH_DEFAULT,
      volume: VOLUME_DEFAULT,
      selectedAudioMonitor: SOUND_DEFAULT,
      wasOn: false,
      set: (patch) => set(patch),
    }),
    { name: 'mostrador-monitor', storage: createJSONStorage(() => localStorage), partialize: ({ set: _set, ...prefs }) => prefs },
  ),
);

/** docs/product.md#branch-monitor: applied volume = volume^1.5, 0 when muted (negative), at most 1. */
export const appliedVolume = (volume: number): number => (volume < 0 ? 0 : Math.min(1, volume ** VOLUME_EXPONENT));

/** docs/product.md#branch-monitor: only pending orders count, and with listenOnlyMyBranch only the user's own branch's. */
export function pendingCount(
  orders: readonly { ID_STATUS: number; BRANCH: string }[],
  options: { listenOnlyMyBranch: boolean; branch: string | null },
): number {
  return orders.filter((o) => isPendingStatus(o.ID_STATUS) && (!options.listenOnlyMyBranch || o.BRANCH === options.branch)).length;
}
