import type { SharedTrackerResponse } from '@mostrador/shared/schemas/tracking';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { trackingSchemas } from '../../../shared/api/lazy-schemas';
import { ApiError } from '../../../shared/api/api-error';

/**
 * A shared link's page re-reads every 30 s rather than joining the live channel (decision 077): its viewer has no
 * session, and anonymous sockets join no room; half a minute is soon enough for someone following a friend's order.
 */
export const SHARED_TRACKER_REREAD_MS = 30_000;

export const sharedTrackerQuery = (TRACKING_TOKEN: string) =>
  queryOptions({
    queryKey: ['sharedTracker', TRACKING_TOKEN],
    queryFn: (): Promise<SharedTrackerResponse> =>
      apiPost('/tracking/shared', { TRACKING_TOKEN }, () => trackingSchemas().then((m) => m.SharedTrackerResponseSchema)),
    refetchInterval: (query) =>
      query.state.error || ['DELIVERED', 'CANCELLED'].includes(query.state.data?.tracker.STAGE ?? '') ? false : SHARED_TRACKER_REREAD_MS,
    // A link that ended (410) or never was (404) stays so: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
