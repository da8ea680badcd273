/**
 * `npm run restore -- <file> [--data-dir <dir>] [--force]`: puts a backup of `npm run backup`
 * into DATA_DIR. Only into an empty directory, unless --force, which first moves what is there
 * into `DATA_DIR/antes-de-restaurar-<date>/`; never while a server (or anything else) owns it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { claimDataDir, DataDirBusyError, OWNER_SOCKET } from '../db/data-dir-owner';
import { describeDatabase } from '../db/pglite-snapshot';
import { readBackupArchive, type Manifest } from '../ops/backup-archive';
import { newestMigration, OperatorError, openPgliteHere, operatorConfig, pgliteDir, runCommand, stamp } from '../ops/cli';

const USAGE = 'Uso: npm run restore -- <archivo.tar.gz> [--data-dir <carpeta>] [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new OperatorError(USAGE);
  const file = path.resolve(positionals[0]!);
  const config = operatorConfig(values['data-dir']);
  const { dataDir, mediaDir } = config;
  const claim = await claimDataDir(dataDir, 'restore').catch((error: unknown) => {
    if (error instanceof DataDirBusyError)
      throw new OperatorError(`No restauro sobre una carpeta en uso: ${error.message}. Detén el servidor primero.`);
    throw error;
  });
  const staging = path.join(dataDir, `.restaurando-${process.pid}`);
  try {
    await makeRoom(dataDir, values.force === true);
  } catch (error) {
    await claim.release();
    throw error;
  }
  try {
    const { manifest, pgliteTar } = await readBackupArchive(file, staging, await newestMigration());
    await loadDatabase(pgliteDir(config), pgliteTar, manifest);
    if (existsSync(path.join(staging, 'media'))) await rename(path.join(staging, 'media'), mediaDir);
    else await mkdir(mediaDir, { recursive: true });
    console.log(
      `Restaurado en ${dataDir}: ${manifest.tables.orders ?? 0} pedidos, ${manifest.tables.accounts ?? 0} cuentas y ${manifest.media.files} imágenes del respaldo del ${manifest.createdAt}.`,
    );
  } catch (error) {
    // Nothing half-restored stays behind: the directory was empty (or moved aside) before.
    await Promise.all([pgliteDir(config), mediaDir].map((dir) => rm(dir, { recursive: true, force: true })));
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await claim.release();
  }
}

/** An empty DATA_DIR, or (with --force) its contents moved aside, never deleted. */
async function makeRoom(dataDir: string, force: boolean): Promise<void> {
  const present = (await readdir(dataDir)).filter((name) => name !== OWNER_SOCKET && !name.startsWith('.restaurando-'));
  if (present.length === 0) return;
  if (!force)
    throw new OperatorError(
      `${dataDir} no está vacía (${present.join(', ')}). Restaura en una carpeta nueva o usa --force para apartar su contenido.`,
    );
  const aside = path.join(dataDir, `antes-de-restaurar-${stamp()}`);
  await mkdir(aside);
  for (const name of present) await rename(path.join(dataDir, name), path.join(aside, name));
  console.log(`El contenido anterior de ${dataDir} quedó en ${aside}.`);
}

/** PGlite loads its own dump into the new directory; then every table must hold what the manifest says. */
async function loadDatabase(dir: string, pgliteTar: Buffer, manifest: Manifest): Promise<void> {
  await mkdir(dir, { recursive: true });
  const db = await openPgliteHere(dir, new Blob([pgliteTar]));
  try {
    const found = await describeDatabase(db);
    const wrong = Object.entries(manifest.tables).filter(([table, rows]) => found.tables[table] !== rows);
    if (wrong.length > 0)
      throw new OperatorError(
        `La base restaurada no coincide con el respaldo en: ${wrong.map(([t, n]) => `${t} (${found.tables[t]} de ${n})`).join(', ')}.`,
      );
  } finally {
    await db.close();
  }
}

runCommand(main);
