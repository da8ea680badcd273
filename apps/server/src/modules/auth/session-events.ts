import { createEventChannel, type EventChannel } from '../../lib/event-channel';

/**
 * What the auth module announces after access was taken away (committed): the live channel
 * disconnects a disabled account's sockets and takes revoked branch tokens' sockets out of the
 * branch room, on every instance.
 */
export type SessionEvent =
  { type: 'ACCOUNT_SIGNED_OUT'; accountId: number } | { type: 'BRANCH_ACCESS_ENDED'; branch: string; sessionIds: number[] };

export type SessionEvents = EventChannel<SessionEvent>;
export const createSessionEvents = (onListenerError?: (error: unknown) => void): SessionEvents =>
  createEventChannel<SessionEvent>(onListenerError);
