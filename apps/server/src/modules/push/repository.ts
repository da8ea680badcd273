import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pushSubscriptions } from '../../db/schema/index';
import { transactional } from '../../db/transactional';

export interface NewSubscription {
  sessionId: number;
  accountId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  branch: string | null;
}

/** What a worker needs to send one outbox row. */
export interface ClaimedPush {
  id: number;
  subscriptionId: number;
  orderId: number | null;
  payload: unknown;
  ttlSeconds: number;
  urgency: string;
  repeatEverySeconds: number | null;
  repeatsLeft: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface OutboxMessage {
  payload: Record<string, unknown>;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  orderId: number;
  /** A reminder: first sent after this many seconds, then again as often while the order is pending. */
  repeatEverySeconds?: number;
  repeats?: number;
}

function enqueueWhere(db: Database, where: ReturnType<typeof sql>, m: OutboxMessage) {
  const delay = m.repeatEverySeconds ? sql`now() + make_interval(secs => ${m.repeatEverySeconds})` : sql`now()`;
  return db.execute(sql`
    insert into push_outbox (subscription_id, order_id, payload, ttl_seconds, urgency, repeat_every_s, repeats_left, due_at)
    select ps.id, ${m.orderId}, ${JSON.stringify(m.payload)}::jsonb, ${m.ttlSeconds}, ${m.urgency},
           ${m.repeatEverySeconds ?? null}::int, ${m.repeats ?? 0}, ${delay}
      from push_subscriptions ps
     where ${where}`);
}

function queries(db: Database) {
  return {
    /** A device that signs in as someone else moves to that session (the endpoint is unique). */
    async upsert(s: NewSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(s)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { sessionId: s.sessionId, accountId: s.accountId, p256dh: s.p256dh, auth: s.auth, branch: s.branch },
        });
    },
    async removeEndpoint(sessionId: number, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
    },
    async removeSession(sessionId: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
    },
    /** Branch sign-out: the device stops hearing the branch's orders, keeps its own. */
    async leaveBranch(sessionId: number): Promise<void> {
      await db.update(pushSubscriptions).set({ branch: null }).where(eq(pushSubscriptions.sessionId, sessionId));
    },
    async removeSubscription(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async enqueueForAccount(accountId: number, m: OutboxMessage): Promise<void> {
      await enqueueWhere(db, sql`ps.account_id = ${accountId}`, m);
    },
    async enqueueForBranch(branch: string, m: OutboxMessage): Promise<void> {
      await enqueueWhere(db, sql`ps.branch = ${branch}`, m);
    },

    /**
     * Claims due rows for `leaseMs`: SKIP LOCKED lets instances claim side by side without
     * waiting or taking the same row; an instance that dies mid-send loses its lease and another
     * (or its own restart) sends the row again.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedPush[]> {
      const result = await db.execute(sql`
        update push_outbox o
           set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = o.attempts + 1
          from push_subscriptions ps
         where ps.id = o.subscription_id
           and o.id in (select id from push_outbox
                         where due_at <= now() and (locked_until is null or locked_until < now())
                         order by due_at, id limit ${limit}
                         for update skip locked)
        returning o.id, o.subscription_id as "subscriptionId", o.order_id as "orderId", o.payload,
                  o.ttl_seconds as "ttlSeconds", o.urgency, o.repeat_every_s as "repeatEverySeconds",
                  o.repeats_left as "repeatsLeft", o.attempts, ps.endpoint, ps.p256dh, ps.auth`);
      return rowsOf<ClaimedPush>(result).map((r) => ({ ...r, id: Number(r.id), subscriptionId: Number(r.subscriptionId) }));
    },
    async delivered(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.execute(sql`delete from push_outbox where id = any(${`{${ids.join(',')}}`}::bigint[])`);
    },
    async retryLater(id: number, delayMs: number): Promise<void> {
      await db.execute(sql`update push_outbox set locked_until = null, due_at = now() + make_interval(secs => ${delayMs / 1000})
                            where id = ${id}`);
    },
    /** A reminder sent: next one later, attempts counted afresh. */
    async rearm(id: number, afterSeconds: number): Promise<void> {
      await db.execute(sql`update push_outbox set locked_until = null, attempts = 0, repeats_left = repeats_left - 1,
                            due_at = now() + make_interval(secs => ${afterSeconds}) where id = ${id}`);
    },
    async pendingCount(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from push_outbox`));
      return row?.n ?? 0;
    },
  };
}

export const createPushRepository = (db: Database) => transactional(db, queries);
export type PushRepository = ReturnType<typeof createPushRepository>;
export type PushQueries = ReturnType<typeof queries>;
