import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderShareLinks } from '../../db/schema/index';

/** What the tracker reads of one order: its status, fulfilment, branch, moments and who carries it. */
export interface TrackedOrder {
  id: number;
  accountId: number;
  branch: string;
  status: number;
  fulfilment: 'delivery' | 'pickup';
  createdAt: Date;
  /** The last «En camino»: the estimate on the way counts from it. */
  departedAt: Date | null;
  /** When it became delivered or cancelled: a share link ends 48 h later. */
  finishedAt: Date | null;
  courierName: string | null;
}

/** Seconds at the median and the 80th percentile, and how many orders they come from. */
export interface Durations {
  count: number;
  p50: number | null;
  p80: number | null;
}

export interface RecentTimes {
  /** Delivery orders: created → delivered. */
  total: Durations;
  /** Delivery orders: last departure → delivered. */
  ride: Durations;
  /** Pickup orders: created → «Listo para recoger». */
  ready: Durations;
}

const durations = (count: unknown, pair: unknown): Durations => {
  const [p50, p80] = Array.isArray(pair) ? pair.map((v) => (v === null ? null : Number(v))) : [null, null];
  return { count: Number(count ?? 0), p50: p50 ?? null, p80: p80 ?? null };
};

/** The tracker's queries (decision 077); the share links keep only their token's SHA-256. */
export function createTrackingRepository(db: Database) {
  return {
    async order(orderId: number): Promise<TrackedOrder | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select o.id, o.account_id, o.branch, o.status, o.fulfilment, o.created_at, c.name as courier_name,
            (select max(h.at) from order_status_history h where h.order_id = o.id and h.to_status = 3) as departed_at,
            (select max(h.at) from order_status_history h where h.order_id = o.id and h.to_status in (4, 5, 6)) as finished_at
          from orders o left join accounts c on c.id = o.courier_id
          where o.id = ${orderId}`),
      );
      if (!row) return null;
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      return {
        id: Number(row.id),
        accountId: Number(row.account_id),
        branch: String(row.branch),
        status: Number(row.status),
        fulfilment: row.fulfilment === 'pickup' ? 'pickup' : 'delivery',
        createdAt: date(row.created_at)!,
        departedAt: date(row.departed_at),
        finishedAt: date(row.finished_at),
        courierName: typeof row.courier_name === 'string' ? row.courier_name : null,
      };
    },

    /**
     * One query over the branch's orders delivered or made ready in the 14 days before `now`, through the partial index
     * on those history rows (migration 0028): the median and 80th percentile of each stretch the estimate needs.
     */
    async recentTimes(branch: string, now: Date, days: number): Promise<RecentTimes> {
      const since = new Date(now.getTime() - days * 86_400_000);
      const seconds = (from: ReturnType<typeof sql>) => sql`extract(epoch from d.at - ${from})`;
      const delivered = sql`d.to_status = 4 and o.fulfilment = 'delivery'`;
      const readied = sql`d.to_status = 7`;
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            count(*) filter (where ${delivered}) as total_n,
            percentile_cont(array[0.5, 0.8]) within group (order by ${seconds(sql`o.created_at`)}) filter (where ${delivered}) as total,
            count(s.at) filter (where ${delivered}) as ride_n,
            percentile_cont(array[0.5, 0.8]) within group (order by ${seconds(sql`s.at`)}) filter (where ${delivered} and s.at is not null) as ride,
            count(*) filter (where ${readied}) as ready_n,
            percentile_cont(array[0.5, 0.8]) within group (order by ${seconds(sql`o.created_at`)}) filter (where ${readied}) as ready
          from order_status_history d
          join orders o on o.id = d.order_id
          left join lateral (
            select max(h.at) as at from order_status_history h
            where h.order_id = d.order_id and h.to_status = 3 and h.at <= d.at and d.to_status = 4
          ) s on true
          where d.to_status in (4, 7) and d.at > ${since.toISOString()} and d.at <= ${now.toISOString()} and o.branch = ${branch}`),
      );
      return {
        total: durations(row?.total_n, row?.total),
        ride: durations(row?.ride_n, row?.ride),
        ready: durations(row?.ready_n, row?.ready),
      };
    },

    shareLinks: shareLinkQueries(db),
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;

/** A share link keeps only its token's SHA-256 (migration 0025). */
function shareLinkQueries(db: Database) {
  return {
    async insert(orderId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(orderShareLinks).values({ orderId, tokenHash, expiresAt });
    },
    async byHash(tokenHash: string) {
      const [row] = await db.select().from(orderShareLinks).where(eq(orderShareLinks.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Ends every live link of the order; answers how many. */
    async revokeAll(orderId: number, now: Date): Promise<number> {
      const ended = await db
        .update(orderShareLinks)
        .set({ revokedAt: now })
        .where(and(eq(orderShareLinks.orderId, orderId), isNull(orderShareLinks.revokedAt), gt(orderShareLinks.expiresAt, now)))
        .returning({ id: orderShareLinks.id });
      return ended.length;
    },
    /** The latest end of the order's live links, or null. */
    async activeUntil(orderId: number, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: sql<string | null>`max(${orderShareLinks.expiresAt})` })
        .from(orderShareLinks)
        .where(and(eq(orderShareLinks.orderId, orderId), isNull(orderShareLinks.revokedAt), gt(orderShareLinks.expiresAt, now)));
      return row?.until ? new Date(row.until) : null;
    },
  };
}
