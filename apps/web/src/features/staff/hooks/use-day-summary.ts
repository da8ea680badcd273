import { MONITOR_REFRESH_INTERVAL_MS } from '@mostrador/shared/constants/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../auth';
import { onBranchEvent } from '../../live';
import { DAY_SUMMARY_KEY, fetchDaySummary } from '../api/get-day-summary';

/**
 * The all-day summary of the signed-in branch, read again whenever the monitor's list changes:
 * NEW_ORDER and NEW_ORDER_STATUS here, PICK_UPDATED in the live channel (live-socket.ts), and with
 * the list's minute re-read.
 */
export function useDaySummary(day: string) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [DAY_SUMMARY_KEY, branchToken, day],
    queryFn: () => fetchDaySummary({ token, branchToken }, day),
    enabled: token !== '' && branchToken !== '',
    refetchInterval: MONITOR_REFRESH_INTERVAL_MS,
  });
  useEffect(() => onBranchEvent(() => void queryClient.invalidateQueries({ queryKey: [DAY_SUMMARY_KEY] })), [queryClient]);
  return query;
}
