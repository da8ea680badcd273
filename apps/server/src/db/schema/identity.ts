import { bigint, bigserial, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { branches } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per signed-in device (docs/product.md#data-the-product-keeps). Only the SHA-256 of the opaque token is stored; the
 * previous hash stays valid for a short grace after a rotation, so two tabs renewing at once do
 * not log each other out.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: at('rotated_at'),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** created_at + 180 days: no renewal goes past it. */
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

/** SMS codes: stored as a salted hash, 10-minute life, single use, voided by the wrong try that locks the phone (or the 5th). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Set when the code was used, voided by wrong tries, or replaced by a newer one. */
    closedAt: at('closed_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** What a verified code yields: the single-use proof `/login/new` needs (spec's FIREBASE_UID). */
export const phoneProofs = pgTable('phone_proofs', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Failures that throttle later tries: wrong passwords per phone ('login'), refused anti-bot
 * proofs and wrong SMS codes per client address ('antibot', an IPv6 client by its /64), wrong SMS
 * codes per phone ('sms', the daily lock). Counted over sliding windows.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('auth_failures_lookup_idx').on(t.kind, t.subject, t.at)],
);

/** Anti-bot challenges already spent: each proof of work buys exactly one SMS. */
export const spentChallenges = pgTable('spent_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Branch tokens (docs/product.md#data-the-product-keeps): opaque, stored hashed, bound to one session and one branch; they
 * die with the session (a revoked or expired session makes them worthless).
 */
export const branchTokens = pgTable(
  'branch_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    branch: text('branch')
      .notNull()
      .references(() => branches.code),
    tokenHash: text('token_hash').notNull().unique(),
    /** The Google e-mail whose staff assignment opened it: moving or removing that assignment revokes it. */
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branch_tokens_session_idx').on(t.sessionId), index('branch_tokens_staff_email_idx').on(t.staffEmail)],
);
