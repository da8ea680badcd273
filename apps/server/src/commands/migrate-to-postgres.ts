/**
 * `npm run migrate:to-postgres -- --database-url <url> [--data-dir <dir>] [--batch <rows>]`:
 * copies the embedded database of DATA_DIR into an empty PostgreSQL database and checks the copy
 * (docs/operations.md, docs/decisions/026). The server must be stopped; the embedded database is
 * only read, and the pictures stay where they are, in DATA_DIR/media.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, wrapPglite } from '../db/client';
import { quoteIdent } from '../db/pglite-snapshot';
import { claimDataDir, DataDirBusyError } from '../db/data-dir-owner';
import { listFiles } from '../ops/backup-archive';
import { hasEmbeddedDatabase, OperatorError, openPgliteHere, operatorConfig, pgliteDir, runCommand } from '../ops/cli';
import {
  copySequences,
  copyTable,
  SAME_TEXT,
  sequencesOf,
  tableChecksum,
  tablesInDependencyOrder,
  type Sql,
} from '../ops/copy-to-postgres';

const USAGE =
  'Uso: npm run migrate:to-postgres -- --database-url postgres://usuario@servidor/base [--data-dir <carpeta>] [--batch <filas>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  const url = values['database-url'];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new OperatorError(USAGE);
  const batch = Number(values.batch ?? 1000);
  if (!Number.isInteger(batch) || batch < 1) throw new OperatorError(`--batch debe ser un entero positivo.\n${USAGE}`);
  const config = operatorConfig(values['data-dir']);
  const claim = await claimDataDir(config.dataDir, 'migrate').catch((error: unknown) => {
    if (error instanceof DataDirBusyError)
      throw new OperatorError(`${error.message}. Detén el servidor: lo que escriba después de la copia se perdería.`);
    throw error;
  });
  try {
    if (!hasEmbeddedDatabase(pgliteDir(config))) throw new OperatorError(`No hay una base de datos embebida en ${pgliteDir(config)}.`);
    await migrate(pgliteDir(config), url, batch);
    const media = await listFiles(config.mediaDir);
    console.log(
      `Las ${media.files.length} imágenes siguen en ${config.mediaDir}: arranca las instancias con DATA_DIR=${config.dataDir} o copia esa carpeta a cada una.`,
    );
    console.log(`La base embebida quedó intacta. Siguiente paso: DATABASE_URL=${redacted(url)} npm start`);
  } finally {
    await claim.release();
  }
}

async function migrate(sourceDir: string, url: string, batch: number): Promise<void> {
  const db = await openPgliteHere(sourceDir);
  const target = new pg.Client({ connectionString: url, application_name: 'mostrador-migrate' });
  try {
    await target.connect();
    await refuseNonEmpty(target);
    // Both at this code's migration level: the source as the server would at start, the target from nothing.
    await (await wrapPglite(db)).migrate();
    const schema = await openDatabase({ kind: 'postgres', url, poolMax: 1, statementTimeoutMs: 600_000, connectTimeoutMs: 10_000 });
    await schema.migrate().finally(() => schema.close());
    await sameMigrations(db, target);
    await db.exec(SAME_TEXT);
    await db.transaction((tx) => copyAll(tx, target, batch));
  } finally {
    await target.end().catch(() => undefined);
    await db.close();
  }
}

async function refuseNonEmpty(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%' order by 1 limit 6`,
  );
  if (rows.length > 0)
    throw new OperatorError(
      `La base de destino no está vacía (${rows.map((r) => r.name).join(', ')}…). Usa una base nueva: createdb mostrador`,
    );
}

async function sameMigrations(source: Sql, target: Sql): Promise<void> {
  const applied = async (db: Sql) =>
    (await db.query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by created_at`)).rows.map((r) => r.hash).join();
  if ((await applied(source)) !== (await applied(target)))
    throw new OperatorError('Las migraciones de la base embebida y las de PostgreSQL no coinciden; no copio nada.');
}

/**
 * One transaction on the target: the rows the migrations inserted are replaced by the source's,
 * user triggers stay off while they go and rows arrive (the copied tables already hold what they would
 * write), sequences follow, and it commits only if every table's rows and checksum match.
 */
async function copyAll(source: Sql, target: pg.Client, batch: number): Promise<void> {
  const tables = await tablesInDependencyOrder(target);
  const names = tables.map((t) => `public.${quoteIdent(t.name)}`);
  await target.query('begin');
  try {
    await target.query(SAME_TEXT);
    // Triggers off first: audit_log refuses TRUNCATE (migration 0018), and this target holds
    // only what its migrations inserted, about to be replaced by the source's rows.
    for (const name of names) await target.query(`alter table ${name} disable trigger user`);
    await target.query(`truncate ${names.join(', ')}`);
    console.log(`Copiando ${tables.length} tablas en lotes de hasta ${batch} filas…`);
    for (const table of tables) {
      const copied = await copyTable(source, target, table, batch);
      const [from, to] = await Promise.all([tableChecksum(source, table), tableChecksum(target, table)]);
      if (from.rows !== copied || to.rows !== from.rows || to.md5 !== from.md5)
        throw new OperatorError(
          `La copia de ${table.name} no coincide (${to.rows} filas de ${from.rows}; md5 ${to.md5} ≠ ${from.md5}); no se guardó nada.`,
        );
      console.log(`  ${table.name.padEnd(28)} ${String(copied).padStart(9)} filas  md5 ${to.md5}`);
    }
    for (const name of names) await target.query(`alter table ${name} enable trigger user`);
    const sequences = await copySequences(source, target);
    if (JSON.stringify(await sequencesOf(target)) !== JSON.stringify(sequences))
      throw new OperatorError('Las secuencias de PostgreSQL no quedaron donde las de la base embebida; no se guardó nada.');
    await target.query('commit');
    console.log(`Listo: ${tables.length} tablas y ${sequences.length} secuencias copiadas y verificadas (filas y md5 por tabla).`);
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
}

const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

runCommand(main);
