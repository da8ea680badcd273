import { createEventChannel, type EventChannel } from '../../lib/event-channel';

/**
 * What the auth module announces after access was taken away (committed): the live channel
 * disconnects a disabled account's sockets and those of ended sessions (sign-out, password
 * change or recovery), and takes revoked branch tokens' sockets out of the branch room (telling
 * them why, unless the person signed the branch out themselves), on every instance.
 */
export type SessionEvent =
  | { type: 'ACCOUNT_SIGNED_OUT'; accountId: number }
  | { type: 'SESSIONS_ENDED'; sessionIds: number[] }
  | { type: 'BRANCH_ACCESS_ENDED'; branch: string; sessionIds: number[]; isOwnSignOut?: boolean };

export type SessionEvents = EventChannel<SessionEvent>;
export const createSessionEvents = (onListenerError?: (error: unknown) => void): SessionEvents =>
  createEventChannel<SessionEvent>(onListenerError);
