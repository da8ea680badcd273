import { MONITOR_REFRESH_INTERVAL_MS } from '@mostrador/shared/constants/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../auth';
import { onBranchEvent } from '../../live';
import { DAY_SUMMARY_KEY, fetchDaySummary } from '../api/get-day-summary';
import { useOtherBranches } from './use-other-branches';

/**
 * The all-day summary of the signed-in branch, or with `everyBranch` of every branch the monitor's
 * list reads (the same ones: useOtherBranches), read again whenever the monitor's list changes:
 * NEW_ORDER and NEW_ORDER_STATUS here, PICK_UPDATED in the live channel (live-socket.ts), and with
 * the list's minute re-read.
 */
export function useDaySummary(day: string, everyBranch = false) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const ownBranch = useAuthStore((s) => s.branch?.BRANCH) ?? '';
  const otherBranches = useOtherBranches(everyBranch);
  const branches = everyBranch && otherBranches ? [ownBranch, ...otherBranches] : undefined;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [DAY_SUMMARY_KEY, branchToken, day, branches ?? 'own-branch'],
    queryFn: () => fetchDaySummary({ token, branchToken }, day, branches),
    enabled: token !== '' && branchToken !== '' && (!everyBranch || branches !== undefined),
    refetchInterval: MONITOR_REFRESH_INTERVAL_MS,
  });
  useEffect(() => onBranchEvent(() => void queryClient.invalidateQueries({ queryKey: [DAY_SUMMARY_KEY] })), [queryClient]);
  return query;
}
