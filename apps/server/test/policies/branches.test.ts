import { describe, expect, it } from 'vitest';
import { ACCESS } from '@mostrador/shared/constants/access';
import type { Actor } from '../../src/policies/access';
import { mayListBranchOrders, mayWatchBranch } from '../../src/policies/branches';

const actor = (access: string[], branch?: string): Actor => ({ accountId: 1, access, ...(branch ? { branch: { branch } } : {}) });

describe('branch policies', () => {
  it('watching a branch takes BRANCH_STAFF or ALL_BRANCHES', () => {
    expect(mayWatchBranch(actor([ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF]))).toBe(true);
    expect(mayWatchBranch(actor([ACCESS.ACCOUNT, ACCESS.ALL_BRANCHES]))).toBe(true);
    expect(mayWatchBranch(actor([ACCESS.ACCOUNT]))).toBe(false);
    expect(mayWatchBranch(actor([ACCESS.ACCOUNT, ACCESS.ADMIN, ACCESS.CUSTOMER_SUPPORT]))).toBe(false);
    expect(mayWatchBranch(actor([]))).toBe(false);
  });

  it("lists the branch token's own branch; another branch only with ALL_BRANCHES", () => {
    expect(mayListBranchOrders(actor([ACCESS.BRANCH_STAFF], 'GDL-CENTRO'), 'GDL-CENTRO')).toBe(true);
    expect(mayListBranchOrders(actor([ACCESS.BRANCH_STAFF], 'GDL-CENTRO'), 'ZAP-ANDARES')).toBe(false);
    expect(mayListBranchOrders(actor([ACCESS.BRANCH_STAFF, ACCESS.ALL_BRANCHES], 'GDL-CENTRO'), 'ZAP-ANDARES')).toBe(true);
    expect(mayListBranchOrders(actor([ACCESS.CUSTOMER_SUPPORT], 'GDL-CENTRO'), 'ZAP-ANDARES')).toBe(false);
  });
});
