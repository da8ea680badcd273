import { t } from '@mostrador/shared/messages/es-MX';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import { SHARE_TOKEN_PATTERN, type CustomerTracker, type Tracker } from '@mostrador/shared/schemas/tracking';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-tokens';
import type { Session } from '../../plugins/session';
import type { EstimateDefaults } from './estimate';
import type { TrackedOrder, TrackingRepository } from './repository';
import { createTrackerOf, type IsPacked } from './tracker';

const HOUR = 3_600_000;
/** A link works 7 days at most, and ends 48 h after the order was delivered or cancelled (decision 077). */
export const SHARE_MAX_MS = 7 * 24 * HOUR;
export const SHARE_AFTER_END_MS = 48 * HOUR;

/** The path of the public page; the link is PUBLIC_ORIGIN (or the request's origin) followed by it. */
export const trackPath = (token: string) => `/track/${token}`;

const notFound = (orderId: number) => new AppError(t('orders.notFoundForFolio', { id: orderId }), 404);
const linkGone = (key: 'share.expired' | 'share.revokedPage') =>
  new AppError(pickupT(key), 410, { code: key === 'share.expired' ? 'SHARE_EXPIRED' : 'SHARE_REVOKED' });

/** When a link made now (or at `createdAt`) stops working for this order. */
const endOf = (order: TrackedOrder, expiresAt: Date): Date =>
  order.finishedAt ? new Date(Math.min(expiresAt.getTime(), order.finishedAt.getTime() + SHARE_AFTER_END_MS)) : expiresAt;

/**
 * The customer's tracker and its share links (issue 35, decision 077). Only the order's customer reads its tracker
 * with the order, creates and revokes links; anyone holding a live link reads the stages and the estimate alone.
 */
export function createTrackingService(deps: {
  repo: TrackingRepository;
  isPacked: IsPacked;
  clock: Clock;
  defaults: EstimateDefaults;
  /** PUBLIC_ORIGIN; without it the request's own origin. */
  publicOrigin: string | null;
}) {
  const { repo, clock } = deps;
  const trackerOf = createTrackerOf(deps);
  const ownOrder = async (session: Session, orderId: number): Promise<TrackedOrder> => {
    const order = await repo.order(orderId);
    // Someone else's order answers as a missing folio: staff and support included.
    if (!order || order.accountId !== session.accountId) throw notFound(orderId);
    return order;
  };

  return {
    /** The orders module's `orderDetails` adds this for the order's own customer. */
    async customerTracker(orderId: number): Promise<CustomerTracker | null> {
      const order = await repo.order(orderId);
      if (!order) return null;
      const now = clock.now();
      const until = await repo.shareLinks.activeUntil(orderId, now);
      const end = until ? endOf(order, until) : null;
      return { ...(await trackerOf(order, now)), SHARED_UNTIL: end && end > now ? end.toISOString() : null };
    },

    /** «Compartir seguimiento»: a new link each time; only its SHA-256 is kept, so the URL is shown once. */
    async share(session: Session, orderId: number, requestOrigin: string) {
      const order = await ownOrder(session, orderId);
      const now = clock.now();
      const expiresAt = endOf(order, new Date(now.getTime() + SHARE_MAX_MS));
      if (expiresAt <= now) throw new AppError(pickupT('share.finished', { id: orderId }), 409, { code: 'SHARE_FINISHED' });
      const token = newOpaqueToken();
      await repo.shareLinks.insert(orderId, sha256Hex(token), expiresAt);
      return { URL: `${deps.publicOrigin ?? requestOrigin}${trackPath(token)}`, EXPIRES_AT: expiresAt.toISOString() };
    },

    /** «Dejar de compartir»: every live link of the order stops at once. */
    async unshare(session: Session, orderId: number) {
      await ownOrder(session, orderId);
      return { REVOKED: await repo.shareLinks.revokeAll(orderId, clock.now()) };
    },

    /** The public page's answer: 404 for a token nobody issued, 410 for one revoked or past its end. */
    async shared(token: string): Promise<Tracker> {
      const link = SHARE_TOKEN_PATTERN.test(token) ? await repo.shareLinks.byHash(sha256Hex(token)) : null;
      const order = link ? await repo.order(link.orderId) : null;
      if (!link || !order) throw new AppError(pickupT('share.notFound'), 404);
      if (link.revokedAt) throw linkGone('share.revokedPage');
      const now = clock.now();
      if (endOf(order, link.expiresAt) <= now) throw linkGone('share.expired');
      return trackerOf(order, now);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
