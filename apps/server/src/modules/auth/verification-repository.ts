import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { authFailures, company, phoneProofs, smsCodes, spentChallenges } from '../../db/schema/index';

export type SmsCodeRow = typeof smsCodes.$inferSelect;
/** 'sms': wrong SMS codes per phone, across codes (the daily lock). */
export type FailureKind = 'login' | 'antibot' | 'sms';

/** Read before every sign-in: built once per database, a named statement on PostgreSQL. */
const failureQueries = new WeakMap<Database, ReturnType<typeof prepareFailureTimes>>();
function prepareFailureTimes(db: Database) {
  return db
    .select({ at: authFailures.at })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.kind, sql.placeholder('kind')),
        eq(authFailures.subject, sql.placeholder('subject')),
        gt(authFailures.at, sql.placeholder('since')),
      ),
    )
    .orderBy(desc(authFailures.at))
    .prepare('mostrador_failure_times');
}

/** SMS codes, phone proofs, throttling failures and spent anti-bot challenges. */
export const createVerificationRepository = (db: Database) => transactional(db, verificationQueries);

// Over 80 lines by design: one short method per query, sharing only `db` (a table's queries read best side by side).
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
function verificationQueries(db: Database) {
  const count = sql<number>`count(*)::int`;
  return {
    async companyName(): Promise<string> {
      const [row] = await db.select({ name: company.name }).from(company).limit(1);
      return row?.name ?? 'Mostrador';
    },

    /** Transaction-scoped lock on one phone's verification rows. */
    async lockPhone(phone: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    },

    /** Send times for a phone since `since`, newest first (the limits count and space them). */
    async sendTimesForPhone(phone: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: smsCodes.createdAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)))
        .orderBy(desc(smsCodes.createdAt));
      return rows.map((r) => r.at);
    },

    async sendsFromIp(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** A new code closes the phone's earlier open ones for the same purpose: only the latest works. */
    async insertCode(values: typeof smsCodes.$inferInsert): Promise<SmsCodeRow> {
      await db
        .update(smsCodes)
        .set({ closedAt: values.createdAt })
        .where(and(eq(smsCodes.phone, values.phone), eq(smsCodes.purpose, values.purpose), isNull(smsCodes.closedAt)));
      const [row] = await db.insert(smsCodes).values(values).returning();
      if (!row) throw new Error('sms code not inserted');
      return row;
    },

    async deleteCode(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    /** The open code for phone and purpose, locked so two checks cannot both spend it. */
    async findOpenCode(phone: string, purpose: string, now: Date): Promise<SmsCodeRow | null> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.closedAt), gt(smsCodes.expiresAt, now)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },

    async recordWrongCode(id: number, attempts: number, closeAt: Date | null): Promise<void> {
      await db.update(smsCodes).set({ failedAttempts: attempts, closedAt: closeAt }).where(eq(smsCodes.id, id));
    },

    async closeCode(id: number, at: Date): Promise<void> {
      await db.update(smsCodes).set({ closedAt: at }).where(eq(smsCodes.id, id));
    },

    async insertProof(values: typeof phoneProofs.$inferInsert): Promise<void> {
      await db.insert(phoneProofs).values(values);
    },

    /** Spends the proof if it is live and for this phone; its purpose, or null. */
    async consumeProof(hash: string, phone: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(phoneProofs)
        .set({ usedAt: now })
        .where(
          and(eq(phoneProofs.tokenHash, hash), eq(phoneProofs.phone, phone), isNull(phoneProofs.usedAt), gt(phoneProofs.expiresAt, now)),
        )
        .returning({ purpose: phoneProofs.purpose });
      return rows[0]?.purpose ?? null;
    },

    async recordFailure(kind: FailureKind, subject: string, at: Date): Promise<void> {
      await db.insert(authFailures).values({ kind, subject, at });
    },

    /** Failure times since `since`, newest first. */
    async failureTimes(kind: FailureKind, subject: string, since: Date): Promise<Date[]> {
      let query = failureQueries.get(db);
      if (!query) failureQueries.set(db, (query = prepareFailureTimes(db)));
      return (await query.execute({ kind, subject, since })).map((r) => r.at);
    },

    async clearFailures(kind: FailureKind, subject: string): Promise<void> {
      await db.delete(authFailures).where(and(eq(authFailures.kind, kind), eq(authFailures.subject, subject)));
    },

    /** False when the challenge was already spent (its proof of work buys one SMS). */
    async spendChallenge(hash: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
      const rows = await db
        .insert(spentChallenges)
        .values({ challengeHash: hash, expiresAt })
        .onConflictDoNothing()
        .returning({ h: spentChallenges.challengeHash });
      return rows.length > 0;
    },
  };
}

export type VerificationQueries = ReturnType<typeof verificationQueries>;
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
