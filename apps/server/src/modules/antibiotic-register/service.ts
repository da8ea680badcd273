import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import { antibioticRegisterT as t } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import { REGISTER_PAGE_SIZE, type RegisterExportRequest, type RegisterListRequest } from '@mostrador/shared/schemas/antibiotic-register';
import { AppError } from '../../lib/errors';
import { csvStream, xlsxStream, type TitleBlock } from './export';
import { presentRow } from './presenter';
import { createRecordDispatch, type PickedLots } from './record';
import type { RegisterQuery, RegisterRecord, RegisterRepository } from './repository';

type Filter = Pick<RegisterListRequest, 'BRANCH' | 'DATE_START' | 'DATE_END'>;
/** Rows per read while exporting: a year (50,000 rows) is read in a few dozen keyset pages. */
const EXPORT_BATCH = 2_000;

/**
 * The antibiotic register (issue 34, decision 072; docs/product.md#libro-de-antibioticos): rows
 * written by «Enviar» and corrected by a recall (record.ts), read page by page with the period's
 * totals, and exported with the inspector's title block. Who may read it is the route's access
 * (PHARMACIST or ADMIN, chain-wide: decision 068).
 */
export function createAntibioticRegisterService(deps: { repo: RegisterRepository; pickedLots: PickedLots }) {
  const { repo } = deps;
  const branchNames = async () => new Map((await repo.branchList()).map((b) => [b.code, b.name]));

  const queryOf = async (f: Filter): Promise<{ query: RegisterQuery; names: Map<string, string> }> => {
    const names = await branchNames();
    if (f.BRANCH !== '' && !names.has(f.BRANCH)) throw new AppError(t('register.branchUnknown', { branch: f.BRANCH }), 422);
    return {
      query: { branch: f.BRANCH, from: startOfDayInMexico(f.DATE_START), until: startOfDayInMexico(addDays(f.DATE_END, 1)) },
      names,
    };
  };

  async function* batches(query: RegisterQuery): AsyncIterable<RegisterRecord[]> {
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const batch = await repo.batchAfter(query, after, EXPORT_BATCH);
      if (batch.length > 0) yield batch;
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { at: last.dispensedAt, id: last.id };
    }
  }

  return {
    /** The orders module's port: «Enviar» and a recall write rows in their own transaction. */
    dispatch: createRecordDispatch(deps),

    async list(f: RegisterListRequest) {
      const { query, names } = await queryOf(f);
      const rows = await repo.page(query, (f.PAGE - 1) * REGISTER_PAGE_SIZE, REGISTER_PAGE_SIZE + 1);
      const totals = await repo.totals(query);
      return {
        rows: rows.slice(0, REGISTER_PAGE_SIZE).map(presentRow),
        PAGE: f.PAGE,
        HAS_MORE: rows.length > REGISTER_PAGE_SIZE,
        TOTAL_ROWS: totals.rows,
        TOTAL_UNITS: totals.units,
        BRANCHES: [...names].map(([CODE, NAME]) => ({ CODE, NAME })),
      };
    },

    /** The period's rows as a CSV or XLSX stream, with a file name. */
    async export(f: RegisterExportRequest) {
      const { query, names } = await queryOf(f);
      const title: TitleBlock = {
        company: await repo.companyName(),
        branch: f.BRANCH === '' ? t('register.allBranches') : `${names.get(f.BRANCH)} (${f.BRANCH})`,
        from: f.DATE_START,
        to: f.DATE_END,
      };
      const base = `libro-antibioticos-${f.BRANCH || 'todas'}-${f.DATE_START}-${f.DATE_END}`;
      if (f.FORMAT === 'CSV') return { format: 'CSV' as const, fileName: `${base}.csv`, body: csvStream(title, batches(query)) };
      return { format: 'XLSX' as const, fileName: `${base}.xlsx`, body: xlsxStream(title, batches(query)) };
    },
  };
}

export type AntibioticRegisterService = ReturnType<typeof createAntibioticRegisterService>;
