import { describe, expect, it } from 'vitest';
import { ACCESS, ACCESS_NAMES, hasAccess, isAccessName } from '../../src/constants/access';

describe('access names', () => {
  it("lists the spec and design names (and the back office's CATALOGUE, THEMES, PHARMACIST, REPORTS and COURIER), each spelled as its key", () => {
    expect([...ACCESS_NAMES].sort()).toEqual([
      'ACCOUNT',
      'ADMIN',
      'ALL_BRANCHES',
      'BRANCH_STAFF',
      'CATALOGUE',
      'COURIER',
      'CUSTOMER_SUPPORT',
      'EDIT_COMPANY_IMAGES',
      'PHARMACIST',
      'REPORTS',
      'SAMPLES',
      'THEMES',
    ]);
    for (const [key, value] of Object.entries(ACCESS)) expect(value).toBe(key);
  });

  it('recognises names exactly (case matters)', () => {
    expect(isAccessName('ADMIN')).toBe(true);
    expect(isAccessName('admin')).toBe(false);
    expect(isAccessName(undefined)).toBe(false);
  });
});

describe('hasAccess', () => {
  const admin = [{ ACCESS: 'ACCOUNT' }, { ACCESS: 'ADMIN' }];

  it('finds an entry in the list', () => {
    expect(hasAccess(admin, ACCESS.ADMIN)).toBe(true);
    expect(hasAccess(admin, ACCESS.ACCOUNT)).toBe(true);
  });

  it('refuses a name not in the list', () => {
    expect(hasAccess(admin, ACCESS.SAMPLES)).toBe(false);
    expect(hasAccess([{ ACCESS: 'account' }], ACCESS.ACCOUNT)).toBe(false);
  });

  it('grants nothing to a signed-out person', () => {
    expect(hasAccess([], ACCESS.ACCOUNT)).toBe(false);
    expect(hasAccess(null, ACCESS.ACCOUNT)).toBe(false);
    expect(hasAccess(undefined, ACCESS.ACCOUNT)).toBe(false);
  });
});
