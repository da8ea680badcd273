import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, auditLog, branches } from '../../db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** What the trail is filtered by (admin screen, CSV export, a person's history). */
export interface AuditQuery {
  actorId?: number;
  targetId?: number;
  action?: string;
  from?: Date;
  to?: Date;
}

const nameOf = (id: typeof auditLog.actorAccountId | typeof auditLog.targetAccountId) =>
  sql<string | null>`(select a.name from ${accounts} a where a.id = ${id})`;

/** The append-only audit trail: inserts and reads, nothing else (the table refuses updates and deletes). */
export function createAuditRepository(db: Database) {
  const where = (q: AuditQuery): SQL | undefined =>
    and(
      q.actorId === undefined ? undefined : eq(auditLog.actorAccountId, q.actorId),
      q.targetId === undefined ? undefined : eq(auditLog.targetAccountId, q.targetId),
      q.action === undefined ? undefined : eq(auditLog.action, q.action),
      q.from === undefined ? undefined : gte(auditLog.at, q.from),
      q.to === undefined ? undefined : lte(auditLog.at, q.to),
    );
  return {
    async insert(tx: Database, row: NewAuditRow): Promise<void> {
      await tx.insert(auditLog).values(row);
    },

    /** Newest first; the names are read-only joins onto the accounts table. */
    async list(q: AuditQuery, limit: number, offset: number) {
      return await db
        .select({ ...getTableColumns(auditLog), actorName: nameOf(auditLog.actorAccountId), targetName: nameOf(auditLog.targetAccountId) })
        .from(auditLog)
        .where(where(q))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
    },

    /** Branch codes to names, so the trail's sentences name a branch as people know it. */
    async branchNames(): Promise<Map<string, string>> {
      const rows = await db.select({ code: branches.code, name: branches.name }).from(branches);
      return new Map(rows.map((r) => [r.code, r.name]));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditListRow = Awaited<ReturnType<AuditRepository['list']>>[number];
