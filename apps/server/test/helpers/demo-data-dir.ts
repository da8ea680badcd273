import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { startServerProcess } from './env-server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this Vitest run's own (test/global-setup.ts), removed at its end. */
    runDir: string;
  }
}

/**
 * Fills `dataDir` with a copy of a demo DATA_DIR (database migrated and seeded, pictures
 * rendered) made once per test run by a real demo start, for the files that start the server
 * as a process on demo data to test something else (backup, restore, the move to PostgreSQL,
 * the import command). Each copy costs well under a second; a start that seeds costs about
 * 30 CPU-seconds (a new PGlite, migrations, the demo rows and 379 pictures). The seed itself
 * is tested in seed/demo-seed.test.ts, the first start of a demo in the journeys.
 *
 * The first file to ask makes it (a directory created with `mkdir` is the lock: only one
 * process can create it); the others wait for its marker file.
 */
export async function copyDemoDataDir(dataDir: string): Promise<void> {
  const root = path.join(inject('runDir'), 'demo-data-dir');
  const template = path.join(root, 'template');
  const marker = path.join(root, 'outcome');
  if (await makesTemplate(root)) {
    const outcome = await seedByDemoStart(template).then(
      () => 'ok',
      (error: unknown) => `failed: ${String(error)}`,
    );
    // Written whole, then renamed: a waiting file never reads half of it.
    await writeFile(`${marker}.partial`, outcome);
    await rename(`${marker}.partial`, marker);
  }
  const outcome = await waitForFile(marker);
  if (outcome !== 'ok') throw new Error(`the demo DATA_DIR template could not be made: ${outcome}`);
  await cp(template, dataDir, { recursive: true });
}

async function makesTemplate(root: string): Promise<boolean> {
  try {
    await mkdir(root);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function seedByDemoStart(template: string): Promise<void> {
  const server = await startServerProcess({ DATA_DIR: template });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the demo server exited with ${code}:\n${server.output()}`);
}

/** The file's text once it exists (the maker writes it whether its start worked or not). */
async function waitForFile(file: string): Promise<string> {
  // As long as startServerProcess allows a start (600 × 200 ms), and as long again.
  for (let i = 0; i < 1_200; i++) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${file} did not appear: the process making the demo DATA_DIR ended without a word`);
}
