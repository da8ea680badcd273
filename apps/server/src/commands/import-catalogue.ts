/**
 * `npm run catalogue:import -- <archivo.csv|xlsx> [--dry-run] [--as <celular>] [--data-dir <carpeta>]`:
 * the ERP's nightly import, with the same rules as the back office's screen. The dry run checks
 * the file (every column must be known) and writes nothing; without it, the file is applied in
 * the name of the account `--as` (or CATALOGUE_IMPORT_AS) names, which needs CATALOGUE or ADMIN.
 * Exit code 0 only when everything was fine (and applied); 1 on any problem or error.
 * PostgreSQL through DATABASE_URL, or the embedded database of DATA_DIR while the server is
 * stopped (this process becomes the directory's owner, docs/decisions/025).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS } from '@mostrador/shared/constants/access';
import { IMPORT_MAX_FILE_BYTES } from '@mostrador/shared/constants/limits';
import type { ImportProblem } from '@mostrador/shared/schemas/catalogue-import';
import { createCatalogueImport } from '../wiring/catalogue-import';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { claimDataDir, DataDirBusyError } from '../db/data-dir-owner';
import { accountAccess, accounts } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { createAuditRepository, createAuditService } from '../modules/audit/index';
import { hasEmbeddedDatabase, OperatorError, operatorConfig, pgliteDir, runCommand } from '../ops/cli';

const USAGE = [
  'Uso: npm run catalogue:import -- <archivo.csv|xlsx> [--dry-run] [--as <celular>] [--data-dir <carpeta>]',
  '  --dry-run  solo revisa el archivo; no escribe nada',
  '  --as       la cuenta (CATALOGUE o ADMIN) a cuyo nombre se aplica; también CATALOGUE_IMPORT_AS',
].join('\n');

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      as: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new OperatorError(USAGE);
  const fileName = positionals[0]!;
  // The screen's upload limit, checked before the file is read into memory.
  const size = await stat(fileName).then(
    (s) => s.size,
    () => 0,
  );
  if (size > IMPORT_MAX_FILE_BYTES)
    throw new OperatorError(`El archivo ${fileName} pasa del límite de ${Math.round(IMPORT_MAX_FILE_BYTES / 1_048_576)} MB.`);
  const file = await readFile(fileName).catch(() => {
    throw new OperatorError(`No pude leer el archivo ${fileName}.`);
  });
  const phone = values.as ?? process.env.CATALOGUE_IMPORT_AS;
  if (!values['dry-run'] && !phone) throw new OperatorError(`Falta --as <celular> (o CATALOGUE_IMPORT_AS) para aplicar.\n${USAGE}`);
  const config = operatorConfig(values['data-dir']);
  const { database, release } = await openForImport(config);
  try {
    await database.migrate();
    const { imports } = createCatalogueImport(database.db, createAuditService({ repo: createAuditRepository(database.db) }), {
      // A stopped apply is reported from the job's own state below.
      error: () => undefined,
    });
    if (values['dry-run']) {
      const report = await imports.check(file);
      printProblems(report.problems, report.problemCount);
      printWarnings(report.warnings);
      const s = report.summary;
      console.log(
        `Simulación: ${s.NEW} nuevos, ${s.UPDATED} con cambios, ${s.UNCHANGED} sin cambios, ${s.STOCK_CHANGES} existencias que cambian.`,
      );
      return;
    }
    const actor = await actorFor(database.db, phone!);
    const job = await imports.upload(actor, path.basename(fileName), file);
    const report = await imports.dryRun(actor, job.JOB_ID, job.MAPPING, true);
    printProblems(report.problems, report.problemCount);
    printWarnings(report.warnings);
    const { done } = await imports.apply(actor, job.JOB_ID, 'cli');
    await done;
    const final = await imports.status(actor, job.JOB_ID);
    if (final.STATUS !== 'DONE') throw new OperatorError(final.ERROR);
    console.log(
      `Importación ${final.JOB_ID} aplicada: ${final.DONE_ROWS} filas, ${final.CREATED} productos nuevos, ${final.UPDATED} con cambios, ${final.STOCK_CHANGES} existencias cambiadas.`,
    );
  } catch (error) {
    if (error instanceof AppError) throw new OperatorError(error.message);
    throw error;
  } finally {
    await database.close();
    await release();
  }
}

function printProblems(problems: ImportProblem[], count: number): void {
  for (const p of problems) console.error(`fila ${p.ROW}${p.COLUMN ? `, columna «${p.COLUMN}»` : ''}: ${p.MESSAGE}`);
  if (count > problems.length) console.error(`… y ${count - problems.length} problemas más.`);
  if (count > 0) throw new OperatorError(`El archivo tiene ${count} problemas; no se cambió nada.`);
}

/** Prices that jump beyond ×3 or ⅓ (docs/decisions/059): told, not refused; the price history keeps each change. */
function printWarnings({ list, count }: { list: ImportProblem[]; count: number }): void {
  for (const w of list) console.error(`aviso, fila ${w.ROW}${w.COLUMN ? `, columna «${w.COLUMN}»` : ''}: ${w.MESSAGE}`);
  if (count > list.length) console.error(`… y ${count - list.length} avisos más.`);
}

/** The account the import is made in the name of; it must hold CATALOGUE or ADMIN. */
async function actorFor(db: Database, phone: string) {
  const rows = await db
    .select({ id: accounts.id, access: accountAccess.access })
    .from(accounts)
    .innerJoin(accountAccess, eq(accountAccess.accountId, accounts.id))
    .where(and(eq(accounts.phone, phone), inArray(accountAccess.access, [ACCESS.CATALOGUE, ACCESS.ADMIN])));
  if (rows.length === 0) throw new OperatorError(`No hay una cuenta con el celular ${phone} y acceso CATALOGUE o ADMIN.`);
  return { accountId: rows[0]!.id, access: rows.map((r) => r.access) };
}

/** PostgreSQL as configured; the embedded database only while no server owns DATA_DIR. */
async function openForImport(config: AppConfig): Promise<{ database: DatabaseHandle; release: () => Promise<void> }> {
  if (config.database.kind === 'postgres') return { database: await openDatabase(config.database), release: async () => undefined };
  let claim;
  try {
    claim = await claimDataDir(config.dataDir, 'import');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new OperatorError(
      `${error.message}\nCon la base embebida, importa desde /admin/catalogue_import mientras el servidor corre, o detenlo antes.`,
    );
  }
  if (!hasEmbeddedDatabase(pgliteDir(config))) {
    await claim.release();
    throw new OperatorError(`No hay una base de datos embebida en ${pgliteDir(config)}.`);
  }
  return { database: await openDatabase(config.database), release: () => claim.release() };
}

runCommand(main);
