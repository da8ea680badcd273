// Public surface of the live channel (docs/product.md#live-channel): connecting it at start-up and the branch room
// for the staff's monitor.
export {
  connectBranch,
  connectCourier,
  connectLiveChannel,
  leaveBranch,
  onBranchEvent,
  readStatusChange,
  type BranchEvent,
} from './live-socket';
export { usePickProgressStore, type PickProgress } from './pick-progress-store';
