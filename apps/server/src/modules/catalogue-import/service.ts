import { guessMapping } from '@mostrador/shared/catalogue-import/columns';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { AppError } from '../../lib/errors';
import { mayUseImportJob } from '../../policies/catalogue-import';
import type { Session } from '../../plugins/session';
import { startApply } from './apply-job';
import { buildLookups } from './check-rows';
import { exportCsv } from './export-csv';
import type { CatalogueImportDeps } from './import-deps';
import { presentJob } from './presenter';
import { formatOf, inspect, type FileFormat } from './read-file';
import { validateFile } from './validate-file';
import type { ImportJobRow } from './repository';
import { templateRows, writeTemplate, type TemplateFormat } from './write-template';

/** Who imports: a session's account and access, or the account the CLI acts as. */
type Actor = Pick<Session, 'accountId' | 'access'>;

const SAMPLE_ROWS = 5;
const notFound = () => new AppError(catalogueImportT('import.error.notFound'), 404);

/**
 * Bulk import of products, prices and stock per branch (docs/decisions/031, 032): upload,
 * dry run (every problem by row and column; writes nothing), apply in one transaction per
 * batch with its progress, resumable; and the export of the same columns.
 */
export function createCatalogueImportService(deps: CatalogueImportDeps) {
  const { repo, bulk } = deps;

  async function jobOf(session: Actor, id: number): Promise<ImportJobRow> {
    const job = await repo.get(id);
    if (!job || !mayUseImportJob(session, job)) throw notFound();
    return job;
  }

  const present = async (job: ImportJobRow, sample: string[][] = []) => presentJob(job, sample, await bulk.branchList());

  return {
    async upload(session: Actor, fileName: string, file: Buffer) {
      const format = formatOf(file);
      // Refuses, as it reads, a file past a limit (more rows than maxRows, columns, cells, inflated bytes).
      const { headers, sample, total } = await inspect(file, format, SAMPLE_ROWS, deps);
      const job = await repo.create({
        accountId: session.accountId,
        fileName,
        format,
        file,
        headers,
        mapping: guessMapping(headers, await bulk.branchList()),
        totalRows: total,
      });
      return present(job, sample);
    },

    async dryRun(session: Actor, id: number, mapping: string[], strict = false) {
      const job = await jobOf(session, id);
      if (job.status === 'RUNNING') throw new AppError(catalogueImportT('import.error.running'), 409);
      if (job.status === 'DONE') throw new AppError(catalogueImportT('import.error.done'), 409);
      if (mapping.length !== job.headers.length) throw new AppError(catalogueImportT('import.error.mappingLength'), 400);
      const check = { file: await repo.file(id), format: job.format as FileFormat, headers: job.headers, mapping, strict, summary: true };
      const report = await validateFile(deps, check);
      await repo.setMapping(id, mapping, report.problemCount === 0 ? 'VALIDATED' : 'INVALID');
      const { problems, problemCount, summary, warnings, changes } = report;
      return { job: await present((await repo.get(id))!), problems, problemCount, summary, warnings, changes };
    },

    /**
     * Claims the job, checks the file again against the database as it is now, and applies it
     * batch by batch in the background (`done` settles when it ends). A file with any problem
     * changes nothing.
     */
    async apply(session: Actor, id: number, ip: string) {
      const job = await jobOf(session, id);
      if (job.status === 'DONE') throw new AppError(catalogueImportT('import.error.done'), 409);
      if (!job.mapping || !['VALIDATED', 'FAILED', 'RUNNING'].includes(job.status))
        throw new AppError(catalogueImportT('import.error.notValidated'), 409);
      const { claimed, done } = await startApply(deps, job, session.accountId, ip);
      return { job: await present(claimed), done };
    },

    /** The CLI's dry run: the file under the mapping its headers suggest, every column required; no job, nothing written. */
    async check(file: Buffer) {
      const format = formatOf(file);
      const { headers } = await inspect(file, format, 0, deps);
      const mapping = guessMapping(headers, await bulk.branchList());
      return validateFile(deps, { file, format, headers, mapping, strict: true, summary: true });
    },

    async status(session: Actor, id: number) {
      return present(await jobOf(session, id));
    },

    exportCsv: async () => exportCsv(await bulk.exportRows(), await bulk.branchCodes()),

    /** The import's template with the catalogue's open branches and two example rows that pass the dry run. */
    async template(format: TemplateFormat) {
      const rows = await bulk.lookups();
      return writeTemplate(format, templateRows(buildLookups(rows), rows.categories));
    },
  };
}

export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
