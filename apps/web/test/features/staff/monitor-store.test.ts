import { describe, expect, it } from 'vitest';
import { appliedVolume, pendingCount, useMonitorStore } from '../../../src/features/staff/monitor-store';

describe('monitor preferences and counts (docs/product.md#branch-monitor)', () => {
  it('defaults to my branch only, volume 1 and the sensor sound', () => {
    const { listenOnlyMyBranch, volume, selectedAudioMonitor } = useMonitorStore.getState();
    expect({ listenOnlyMyBranch, volume, selectedAudioMonitor }).toEqual({
      listenOnlyMyBranch: true,
      volume: 1,
      selectedAudioMonitor: 'sensor',
    });
  });

  it('applies volume^1.5, and 0 when muted (negative)', () => {
    expect(appliedVolume(1)).toBe(1);
    expect(appliedVolume(0.25)).toBeCloseTo(0.125);
    expect(appliedVolume(-0.8)).toBe(0);
    expect(appliedVolume(4)).toBe(1);
  });

  it('counts only pending orders, and with listenOnlyMyBranch only the own branch', () => {
    const orders = [
      { ID_STATUS: 1, BRANCH: 'A' },
      { ID_STATUS: 1, BRANCH: 'B' },
      { ID_STATUS: 2, BRANCH: 'A' },
      { ID_STATUS: 5, BRANCH: 'A' },
    ];
    expect(pendingCount(orders, { listenOnlyMyBranch: true, branch: 'A' })).toBe(1);
    expect(pendingCount(orders, { listenOnlyMyBranch: false, branch: 'A' })).toBe(2);
  });
});
