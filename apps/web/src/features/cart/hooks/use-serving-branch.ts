import { useAuthStore } from '../../auth';
import { useBranchesInfo, useMyBranchCode } from '../../branches';

export interface ServingBranch {
  BRANCH: string;
  NAME: string;
}

/**
 * The branch that will serve the customer (issue 32), as checkout picks it: with a delivery
 * address chosen (the default one after sign-in), the first branch whose postal codes include it,
 * else the company's default branch; without an address, the branch the person chose ("Tu
 * sucursal"), else the company's.
 */
export function useServingBranch(): ServingBranch | null {
  const postalCode = useAuthStore((s) => (s.status === 'authenticated' ? (s.selected_address?.CODIGO_POSTAL ?? null) : null));
  const myBranch = useMyBranchCode();
  const branches = useBranchesInfo().data?.branchesInfo;
  if (!branches) return null;
  const branch =
    postalCode === null
      ? branches.find((b) => b.BRANCH === myBranch)
      : (branches.find((b) => b.POSTAL_CODES.includes(postalCode)) ?? branches.find((b) => b.IS_DEFAULT));
  return branch ? { BRANCH: branch.BRANCH, NAME: branch.NAME } : null;
}
