import { auditActionLabel, backOfficeApiT, type AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import { auditSentence, type AuditFacts } from '@mostrador/shared/messages/es-MX-audit';
import type { AuditEntry } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import type { AuditListRow, AuditQuery, AuditRepository } from './repository';

/** One audited action: who did what to whom, from where, why, and what changed. */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  ip: string;
  targetAccountId?: number | null;
  targetOrderId?: number | null;
  targetText?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Rows a CSV export carries at most: a year of a busy chain's back office fits. */
const CSV_MAX_ROWS = 100_000;

const presentFacts = ({ actorName, targetName, ...row }: AuditListRow): AuditFacts => ({
  ID: row.id,
  AT: row.at.toISOString(),
  ACTOR_ID: row.actorAccountId,
  ACTOR_NAME: actorName ?? '',
  ACTION: row.action,
  ACTION_NAME: auditActionLabel(row.action),
  TARGET_ACCOUNT_ID: row.targetAccountId,
  TARGET_NAME: targetName,
  TARGET_ORDER_ID: row.targetOrderId,
  TARGET_TEXT: row.targetText,
  BEFORE: row.before ?? null,
  AFTER: row.after ?? null,
  REASON: row.reason,
  IP: row.ip,
});

/** The entries with their sentences: who did what to whom, in Spanish, branches by name (issue 32). */
const presentAll = (rows: AuditListRow[], branchNames: ReadonlyMap<string, string>): AuditEntry[] =>
  rows.map((row) => {
    const facts = presentFacts(row);
    return { ...facts, SENTENCE: auditSentence(facts, (code) => branchNames.get(code) ?? code) };
  });

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The audit trail (issue: back office I). `record` runs inside the caller's transaction, so an
 * action and its audit row commit or fail together.
 */
export function createAuditService(deps: { repo: AuditRepository }) {
  const { repo } = deps;
  return {
    record(tx: Database, r: AuditRecord): Promise<void> {
      return repo.insert(tx, {
        actorAccountId: r.actorId,
        action: r.action,
        targetAccountId: r.targetAccountId ?? null,
        targetOrderId: r.targetOrderId ?? null,
        targetText: r.targetText ?? '',
        before: r.before ?? null,
        after: r.after ?? null,
        reason: r.reason ?? '',
        ip: r.ip,
      });
    },

    /** One page, newest first, and whether another follows. */
    async list(q: AuditQuery, page: number, pageSize: number): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
      const rows = await repo.list(q, pageSize + 1, (page - 1) * pageSize);
      return { entries: presentAll(rows.slice(0, pageSize), await repo.branchNames()), hasMore: rows.length > pageSize };
    },

    /** The whole filtered trail as CSV (UTF-8 with BOM, so Excel reads the accents). */
    async csv(q: AuditQuery): Promise<string> {
      const rows = presentAll(await repo.list(q, CSV_MAX_ROWS, 0), await repo.branchNames());
      const lines = rows.map((e) =>
        [
          e.AT,
          `${e.ACTOR_NAME} (${e.ACTOR_ID})`,
          e.ACTION_NAME,
          e.TARGET_NAME ?? '',
          e.TARGET_ORDER_ID ?? '',
          e.TARGET_TEXT,
          e.BEFORE,
          e.AFTER,
          e.REASON,
          e.IP,
        ]
          .map(csvCell)
          .join(','),
      );
      return `\uFEFF${[backOfficeApiT('audit.csv.header'), ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
