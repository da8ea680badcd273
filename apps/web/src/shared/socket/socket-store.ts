import { create } from 'zustand';

export type SocketStatus = 'connected' | 'disconnected';

/** docs/product.md#live-channel socket state; docs/product.md#live-channel: connected on connect, back to disconnected on disconnect. */
export interface SocketState {
  socketStatus: SocketStatus;
  socketBranchStatus: SocketStatus;
  setSocketStatus: (status: SocketStatus) => void;
  setSocketBranchStatus: (status: SocketStatus) => void;
}

export const useSocketStore = create<SocketState>()((set) => ({
  socketStatus: 'disconnected',
  socketBranchStatus: 'disconnected',
  setSocketStatus: (socketStatus) =>
    set(socketStatus === 'disconnected' ? { socketStatus, socketBranchStatus: 'disconnected' } : { socketStatus }),
  setSocketBranchStatus: (socketBranchStatus) => set({ socketBranchStatus }),
}));
