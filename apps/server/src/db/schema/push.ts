import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { sessions } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per device that accepted Web Push (docs/product.md#data-the-product-keeps: the spec's FIREBASE_TOKEN fields carry
 * it). Bound to the session it arrived with: a signed-out or revoked session's devices hear
 * nothing more. `branch` is set when staff asked for new orders of that branch on the monitor.
 * The endpoint is unique: a device that signs in as someone else moves to that session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    branch: text('branch'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_account_idx').on(t.accountId),
    index('push_subscriptions_branch_idx').on(t.branch),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Pushes waiting for delivery, one row per device, written in the transaction of the order change
 * that causes them (nothing lost on a crash). Workers claim due rows with FOR UPDATE SKIP LOCKED
 * and a lease (`locked_until`), so with several instances each row goes out once; a row is
 * deleted once the push service accepted it. `repeat_every_s` re-arms a staff reminder while its
 * order stays pending.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    /** What the service worker shows: { title, body, url, tag }. */
    payload: jsonb('payload').notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency').notNull(),
    /** Reminders only: sent only while the order is still pending; re-armed this often. */
    repeatEverySeconds: integer('repeat_every_s'),
    repeatsLeft: smallint('repeats_left').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: at('due_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_outbox_due_idx').on(t.dueAt), index('push_outbox_subscription_idx').on(t.subscriptionId)],
);
