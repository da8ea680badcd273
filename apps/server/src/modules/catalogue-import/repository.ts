import { and, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueImportJobs } from '../../db/schema/index';

export type ImportJobRow = Omit<typeof catalogueImportJobs.$inferSelect, 'file'>;
type Progress = Pick<ImportJobRow, 'doneRows' | 'created' | 'updated' | 'stockChanges'>;

const { file: _file, ...withoutFile } = getTableColumns(catalogueImportJobs);

/** The import jobs: the uploaded file, its mapping and how far its apply got. */
export function createImportJobsRepository(db: Database) {
  type Values = Omit<Partial<typeof catalogueImportJobs.$inferInsert>, 'leaseUntil'> & { leaseUntil?: Date | null | SQL };
  const set = (id: number, values: Values, tx: Database = db) =>
    tx
      .update(catalogueImportJobs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(catalogueImportJobs.id, id));
  return {
    async create(
      row: Pick<
        typeof catalogueImportJobs.$inferInsert,
        'accountId' | 'fileName' | 'format' | 'file' | 'headers' | 'mapping' | 'totalRows'
      >,
    ) {
      const [job] = await db.insert(catalogueImportJobs).values(row).returning(withoutFile);
      return job!;
    },

    async get(id: number): Promise<ImportJobRow | null> {
      const [job] = await db.select(withoutFile).from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id));
      return job ?? null;
    },

    async file(id: number): Promise<Buffer> {
      const [row] = await db.select({ file: catalogueImportJobs.file }).from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id));
      return row!.file;
    },

    setMapping: (id: number, mapping: string[], status: 'VALIDATED' | 'INVALID') => set(id, { mapping, status, error: '' }),

    /**
     * Takes the job for applying: a validated or stopped job, or one whose applier stopped
     * renewing its lease (the process died). Null when another applier holds it.
     */
    async claim(id: number, leaseMs: number): Promise<ImportJobRow | null> {
      const [job] = await db
        .update(catalogueImportJobs)
        .set({ status: 'RUNNING', error: '', leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: sql`now()` })
        .where(
          and(
            eq(catalogueImportJobs.id, id),
            or(
              inArray(catalogueImportJobs.status, ['VALIDATED', 'FAILED']),
              and(eq(catalogueImportJobs.status, 'RUNNING'), lt(catalogueImportJobs.leaseUntil, sql`now()`)),
            ),
          ),
        )
        .returning(withoutFile);
      return job ?? null;
    },

    /** A batch's progress, in the batch's own transaction: what committed is exactly what is counted. */
    progress: (tx: Database, id: number, p: Progress, leaseMs: number) =>
      set(id, { ...p, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` }, tx),

    finish: (id: number, status: 'DONE' | 'FAILED' | 'INVALID', error = '') => set(id, { status, error, leaseUntil: null }),
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
