import { describe, expect, it } from 'vitest';
import { ACCESS } from '@mostrador/shared/constants/access';
import { hasAnyAccess } from '../../src/policies/access';
import { mayUseAdminArea } from '../../src/policies/admin';

describe('admin area policy', () => {
  it('opens an area to any of its access names and to nobody else', () => {
    expect(mayUseAdminArea({ access: [ACCESS.ACCOUNT, ACCESS.ADMIN] }, [ACCESS.ADMIN])).toBe(true);
    expect(mayUseAdminArea({ access: [ACCESS.ACCOUNT, ACCESS.SAMPLES] }, [ACCESS.ADMIN, ACCESS.SAMPLES])).toBe(true);
    expect(mayUseAdminArea({ access: [ACCESS.ACCOUNT, ACCESS.SAMPLES] }, [ACCESS.ADMIN])).toBe(false);
    expect(mayUseAdminArea({ access: [ACCESS.ACCOUNT, ACCESS.BRANCH_STAFF, ACCESS.ALL_BRANCHES] }, [ACCESS.EDIT_COMPANY_IMAGES])).toBe(
      false,
    );
    expect(mayUseAdminArea({ access: [] }, [ACCESS.ADMIN])).toBe(false);
  });

  it('matches access names exactly (no prefixes, no case folding)', () => {
    expect(hasAnyAccess({ access: ['ADMINISTRATOR', 'admin'] }, [ACCESS.ADMIN])).toBe(false);
    expect(hasAnyAccess({ access: [ACCESS.ADMIN] }, [])).toBe(false);
  });
});
