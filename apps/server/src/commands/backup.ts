/**
 * `npm run backup [-- --out <file>] [--data-dir <dir>]`: the embedded database and the pictures
 * of DATA_DIR in one .tar.gz. While the server runs, the server itself takes the snapshot (asked
 * through DATA_DIR's owner socket); with it stopped, this process opens the directory.
 * PostgreSQL (DATABASE_URL) is backed up with pg_dump instead (docs/operations.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { claimDataDir, DataDirBusyError, requestSnapshot } from '../db/data-dir-owner';
import { takeSnapshot, type Snapshot } from '../db/pglite-snapshot';
import { writeBackupArchive, type Manifest } from '../ops/backup-archive';
import { hasEmbeddedDatabase, mib, OperatorError, openPgliteHere, operatorConfig, pgliteDir, runCommand, stamp } from '../ops/cli';

const USAGE = 'Uso: npm run backup [-- --out <archivo.tar.gz>] [--data-dir <carpeta>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  const config = operatorConfig(values['data-dir']);
  if (config.database.kind === 'postgres')
    throw new OperatorError(
      'DATABASE_URL apunta a PostgreSQL: respáldalo con pg_dump -Fc (docs/operations.md); este comando es para la base embebida.',
    );
  const out = path.resolve(values.out ?? `mostrador-respaldo-${stamp()}.tar.gz`);
  const { snapshot, source } = await snapshotOf(config.dataDir, pgliteDir(config));
  const manifest = await writeBackupArchive(out, { snapshot, mediaDir: config.mediaDir, source });
  console.log(summary(out, manifest));
}

/** From the running server when there is one; otherwise from the directory, kept ours meanwhile. */
async function snapshotOf(dataDir: string, dbDir: string): Promise<{ snapshot: Snapshot; source: Manifest['source'] }> {
  let claim;
  try {
    claim = await claimDataDir(dataDir, 'backup');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    if (error.owner.role !== 'server') throw new OperatorError(error.message);
    console.log(`El servidor (pid ${error.owner.pid}) está usando ${dataDir}: le pido una copia consistente…`);
    return { snapshot: await requestSnapshot(dataDir), source: 'running-server' };
  }
  try {
    if (!hasEmbeddedDatabase(dbDir)) throw new OperatorError(`No hay una base de datos embebida en ${dbDir}.`);
    console.log(`El servidor no está corriendo: abro ${dbDir} directamente…`);
    const db = await openPgliteHere(dbDir);
    try {
      return { snapshot: await takeSnapshot(db), source: 'data-dir' };
    } finally {
      await db.close();
    }
  } finally {
    await claim.release();
  }
}

function summary(out: string, m: Manifest): string {
  const count = (table: string) => (m.tables[table] ?? 0).toLocaleString('es-MX');
  return [
    `Respaldo listo: ${out}`,
    `  ${count('orders')} pedidos, ${count('accounts')} cuentas, ${count('products')} productos, ${Object.keys(m.tables).length} tablas (${mib(m.pglite.bytes)} de base)`,
    `  ${m.media.files.toLocaleString('es-MX')} imágenes (${mib(m.media.bytes)}); migraciones aplicadas: ${m.migrations.count}`,
  ].join('\n');
}

runCommand(main);
