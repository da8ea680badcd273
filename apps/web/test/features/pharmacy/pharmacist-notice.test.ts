import { describe, expect, it } from 'vitest';
import { readPharmacistCheck } from '../../../src/features/live/pharmacist-check';
import { pharmacistNoticeOf } from '../../../src/features/orders/components/pharmacist-notice';

describe('the order page’s pharmacist notice (decision 071)', () => {
  it('tells the customer the prescription is in review, then the decision with its reason', () => {
    expect(pharmacistNoticeOf({ PHARMACIST_CHECK: 'pending', PHARMACIST_REASON: null }, true)).toMatchObject({
      tone: 'waiting',
      title: 'Tu receta está en revisión',
    });
    expect(pharmacistNoticeOf({ PHARMACIST_CHECK: 'approved', PHARMACIST_REASON: null }, true)).toEqual({
      tone: 'approved',
      title: 'El farmacéutico aprobó tu receta',
      text: null,
    });
    expect(pharmacistNoticeOf({ PHARMACIST_CHECK: 'rejected', PHARMACIST_REASON: 'Receta vencida' }, true)).toEqual({
      tone: 'rejected',
      title: 'El farmacéutico rechazó tu receta',
      text: 'Motivo: Receta vencida',
    });
  });

  it('tells the branch the order waits for a pharmacist; nothing when no check was needed', () => {
    expect(pharmacistNoticeOf({ PHARMACIST_CHECK: 'pending', PHARMACIST_REASON: null }, false)?.title).toBe('Espera farmacéutico');
    expect(pharmacistNoticeOf({ PHARMACIST_CHECK: null, PHARMACIST_REASON: null }, true)).toBeNull();
    expect(pharmacistNoticeOf({}, false)).toBeNull();
  });

  it('reads a live PHARMACIST_CHECK only when it is well formed', () => {
    const good = { ORDER_ID: 7, BRANCH: 'GDL-CENTRO', PHARMACIST_CHECK: 'rejected', REASON: 'No', ID_STATUS: 1, SENT_AT: 'x' };
    expect(readPharmacistCheck(good)).toEqual({
      ORDER_ID: 7,
      BRANCH: 'GDL-CENTRO',
      PHARMACIST_CHECK: 'rejected',
      REASON: 'No',
      ID_STATUS: 1,
    });
    expect(readPharmacistCheck({ ...good, PHARMACIST_CHECK: 'maybe' })).toBeNull();
    expect(readPharmacistCheck({ ...good, ORDER_ID: '7' })).toBeNull();
    expect(readPharmacistCheck(null)).toBeNull();
  });
});
