// The staff feature is made of route screens: app/router.tsx imports its page files directly
// (each its own chunk). The pick list (features/picking) plays its sounds at the monitor's volume.
export { appliedVolume, useMonitorStore } from './monitor-store';
