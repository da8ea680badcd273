import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { branchesInfoQuery } from '../../branches';

/**
 * The branches besides the signed-in one that the monitor reads with «Solo mi sucursal» off
 * (ALL_BRANCHES staff): its list and its «Para surtir hoy» cover the same ones. Undefined while
 * the branches load, and when `isWanted` is false (nothing is read then).
 */
export function useOtherBranches(isWanted: boolean): string[] | undefined {
  const ownBranch = useAuthStore((s) => s.branch?.BRANCH);
  return useQuery({ ...branchesInfoQuery, enabled: isWanted })
    .data?.branchesInfo.map((b) => b.BRANCH)
    .filter((code) => code !== ownBranch);
}
