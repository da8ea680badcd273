import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Snapshot, SnapshotInfo } from '../db/pglite-snapshot';
import { OperatorError } from './cli';

/*
 * A backup is one .tar.gz: `manifest.json` (what it holds, to check a restore against),
 * `pglite.tar` (PGlite's own dump of the data directory) and `media/` (the pictures).
 */

const FORMAT = 'mostrador-backup';
const VERSION = 1;

export interface Manifest extends SnapshotInfo {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** 'running-server': asked from the live server; 'data-dir': read with the server stopped. */
  source: 'running-server' | 'data-dir';
  pglite: { bytes: number; sha256: string };
  media: { files: number; bytes: number };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as paths relative to it ('/'-separated); none when it does not exist. */
export async function listFiles(dir: string): Promise<{ files: string[]; bytes: number }> {
  if (!existsSync(dir)) return { files: [], bytes: 0 };
  const files: string[] = [];
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(dir, full).split(path.sep).join('/'));
    bytes += (await stat(full)).size;
  }
  return { files: files.sort(), bytes };
}

/**
 * Writes the archive to `out` (through `out.partial`, so a half-written file never carries the
 * final name). The pictures are listed after the database snapshot was taken and only those are
 * packed: every picture a row of the snapshot names was already on disk.
 */
export async function writeBackupArchive(
  out: string,
  opts: { snapshot: Snapshot; mediaDir: string; source: Manifest['source'] },
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'mostrador-backup-'));
  try {
    const media = await listFiles(opts.mediaDir);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      source: opts.source,
      ...opts.snapshot.info,
      pglite: { bytes: opts.snapshot.tar.byteLength, sha256: sha256(opts.snapshot.tar) },
      media: { files: media.files.length, bytes: media.bytes },
    };
    await writeFile(path.join(staging, 'pglite.tar'), opts.snapshot.tar);
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // tar packs one directory tree; the pictures join the staging folder through a link it follows.
    const entries = ['manifest.json', 'pglite.tar'];
    if (media.files.length > 0) {
      await symlink(opts.mediaDir, path.join(staging, 'media'), 'dir');
      entries.push('media');
    }
    const listed = new Set(media.files.map((f) => `media/${f}`));
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    await tar.c(
      {
        cwd: staging,
        file: partial,
        gzip: true,
        portable: true,
        follow: true,
        filter: (p, s) => !p.startsWith('media/') || ('isDirectory' in s && s.isDirectory()) || listed.has(p),
      },
      entries,
    );
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks `file` into `dir` (node-tar refuses absolute paths and `..`) and checks it is ours,
 * whole and not newer than this code's migrations. Answers the manifest and the dump's bytes.
 */
export async function readBackupArchive(
  file: string,
  dir: string,
  newestKnownMigration: number,
): Promise<{ manifest: Manifest; pgliteTar: Buffer }> {
  if (!existsSync(file)) throw new OperatorError(`No existe el archivo de respaldo ${file}.`);
  await mkdir(dir, { recursive: true });
  try {
    await tar.x({ file, cwd: dir, strict: true });
  } catch (error) {
    throw new OperatorError(`${file} no es un respaldo legible de Mostrador (${(error as Error).message}).`);
  }
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest) : null;
  if (manifest?.format !== FORMAT) throw new OperatorError(`${file} no es un respaldo de Mostrador (falta manifest.json).`);
  if (manifest.version > VERSION)
    throw new OperatorError(`El respaldo usa el formato ${manifest.version}; esta versión lee hasta el ${VERSION}.`);
  if ((manifest.migrations.newest ?? 0) > newestKnownMigration)
    throw new OperatorError(
      'El respaldo viene de una versión más nueva de Mostrador (tiene migraciones que esta no conoce); actualiza antes de restaurar.',
    );
  const pgliteTar = await readFile(path.join(dir, 'pglite.tar'));
  if (sha256(pgliteTar) !== manifest.pglite.sha256)
    throw new OperatorError(`${file} está dañado: la copia de la base no coincide con su suma SHA-256.`);
  const media = await listFiles(path.join(dir, 'media'));
  if (media.files.length !== manifest.media.files || media.bytes !== manifest.media.bytes)
    throw new OperatorError(`${file} está incompleto: tiene ${media.files.length} imágenes de ${manifest.media.files}.`);
  return { manifest, pgliteTar };
}
