import { describe, expect, it } from 'vitest';
import { ACCESS } from '@mostrador/shared/constants/access';
import type { Actor } from '../../src/policies/access';
import { isOwnOrder, mayActOnBranchOrder, mayCancelAsCustomer, mayReadOrder } from '../../src/policies/orders';

const customer = (accountId: number, access: string[] = [ACCESS.ACCOUNT]): Actor => ({ accountId, access });
const staffAt = (branch: string, access: string[] = [ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF]): Actor => ({
  accountId: 900,
  access,
  branch: { branch },
});
const order = { customerId: 7, branch: 'GDL-CENTRO' };

describe('order policies', () => {
  it('a customer reads and cancels only their own order', () => {
    expect(isOwnOrder(customer(7), order)).toBe(true);
    expect(mayReadOrder(customer(7), order)).toBe(true);
    expect(mayCancelAsCustomer(customer(7), order)).toBe(true);
    expect(mayReadOrder(customer(8), order)).toBe(false);
    expect(mayCancelAsCustomer(customer(8), order)).toBe(false);
  });

  it("branch staff read their branch's orders only with that branch's token", () => {
    expect(mayReadOrder(staffAt('GDL-CENTRO'), order)).toBe(true);
    expect(mayReadOrder(staffAt('ZAP-ANDARES'), order)).toBe(false);
    // BRANCH_STAFF alone, without a branch token of the session, opens nothing.
    expect(mayReadOrder(customer(900, [ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF]), order)).toBe(false);
  });

  it('ALL_BRANCHES and CUSTOMER_SUPPORT read any order; other access names do not', () => {
    expect(mayReadOrder(customer(1, [ACCESS.ACCOUNT, ACCESS.ALL_BRANCHES]), order)).toBe(true);
    expect(mayReadOrder(customer(1, [ACCESS.ACCOUNT, ACCESS.CUSTOMER_SUPPORT]), order)).toBe(true);
    expect(mayReadOrder(customer(1, [ACCESS.ACCOUNT, ACCESS.ADMIN, ACCESS.SAMPLES, ACCESS.EDIT_COMPANY_IMAGES]), order)).toBe(false);
    // Reading is not cancelling: support cannot cancel as the customer.
    expect(mayCancelAsCustomer(customer(1, [ACCESS.CUSTOMER_SUPPORT]), order)).toBe(false);
  });

  it("a branch acts only on its own branch's orders, and only for the named customer when one is given", () => {
    expect(mayActOnBranchOrder(staffAt('GDL-CENTRO'), order)).toBe(true);
    expect(mayActOnBranchOrder(staffAt('ZAP-ANDARES'), order)).toBe(false);
    expect(mayActOnBranchOrder(staffAt('GDL-CENTRO'), order, 7)).toBe(true);
    expect(mayActOnBranchOrder(staffAt('GDL-CENTRO'), order, 8)).toBe(false);
    // Chain-wide access reads every order but acts only through a branch token.
    expect(mayActOnBranchOrder(customer(1, [ACCESS.ALL_BRANCHES]), order)).toBe(false);
    // The order's own customer is not a branch.
    expect(mayActOnBranchOrder(customer(7), order)).toBe(false);
  });
});
