import { useAuthStore } from '../../features/auth';
import { useMyBranchStore } from '../../features/branches';
import { useThemeStore } from '../../shared/theme/theme-store';

/**
 * Reads the stores kept on the device (session, chosen branch, theme). On a server-rendered page
 * they start empty, as the server saw them, so the first render matches its HTML; they are read
 * once hydration is done (decision 073). On the plain shell this runs before the first render.
 */
export async function rehydrateStoredState(): Promise<void> {
  await Promise.all([useAuthStore.persist.rehydrate(), useMyBranchStore.persist.rehydrate(), useThemeStore.persist.rehydrate()]);
}
