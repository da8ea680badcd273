import { describe, expect, it } from 'vitest';
import { dayEndIso, dayStartIso, describeChange, formatStamp } from '../../../src/features/back-office/format';

describe('back-office formatting', () => {
  it('turns a Mexico City day into the audit filter’s first and last instant', () => {
    // Mexico City is UTC-6 all year since 2022 (no summer time).
    expect(dayStartIso('2026-11-25')).toBe('2026-11-25T00:00:00-06:00');
    expect(dayEndIso('2026-11-25')).toBe('2026-11-25T23:59:59.999-06:00');
    expect(new Date(dayStartIso('2026-11-25')).toISOString()).toBe('2026-11-25T06:00:00.000Z');
  });

  it('writes instants in Mexico City, whatever the device’s zone', () => {
    expect(formatStamp('2026-11-25T06:05:00.000Z')).toMatch(/^25 nov\.? 2026, 00:05$/);
    expect(formatStamp('no es fecha')).toBe('');
  });

  it('describes an audit change as before → after, or one side alone', () => {
    expect(describeChange({ branch: 'GDL-CENTRO' }, { branch: 'GDL-PROVIDENCIA' })).toBe('branch: GDL-CENTRO → branch: GDL-PROVIDENCIA');
    expect(describeChange(null, { access: ['ACCOUNT', 'BRANCH_STAFF'] })).toBe('access: ACCOUNT, BRANCH_STAFF');
    expect(describeChange(null, null)).toBe('');
  });
});
